"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type CustomerQuote,
  testimonialsContentSchema,
  draftCountNote,
} from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/**
 * One section's customer quotes, checked with the contract's schema before sending. The home page's
 * Testimonials section has the spec's 6: the editor says so while the draft has another number, and the
 * API refuses to publish it.
 */
export function TestimonialsEditor({ entry }: { entry: AdminMarketingEntry<"testimonials"> }) {
  const key = entry.key;
  const [items, setItems] = useState<CustomerQuote[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("testimonials", key, testimonialsContentSchema);
  const count = draftCountNote("testimonials", key, { items });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      {count ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          {count?.text}
        </p>
      ) : null}
      <ContentItemList
        legend="Quotes"
        name="items"
        fields={[
          ["name", "Name", false],
          ["position", "Position", false],
          ["logoAlt", "Company", false],
          ["image", "Portrait", false],
          ["logo", "Logo", false],
          ["quote", "Quote", true],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        items={items}
        errors={errors}
        error={errors.items}
        onChange={(next) => setItems(next as CustomerQuote[])}
      />
      <ContentToolbar
        entry={entry}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save({ items })}
        onPublish={() => void publish({ items })}
      />
    </form>
  );
}
