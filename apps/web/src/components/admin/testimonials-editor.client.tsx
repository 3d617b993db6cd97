"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type CustomerQuote,
  HOME_COUNTS,
  testimonialsContentSchema,
} from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { TESTIMONIALS_SECTIONS, type TestimonialsKey } from "./testimonials-sections";
import { useContentEntry } from "./use-content-entry";

/**
 * One section's customer quotes, checked with the contract's schema before sending. The home page's
 * Testimonials section has the spec's 6: the editor says so while the draft has another number, and the
 * API refuses to publish it.
 */
export function TestimonialsEditor({ entry }: { entry: AdminMarketingEntry<"testimonials"> }) {
  const key = entry.key as TestimonialsKey;
  const [items, setItems] = useState<CustomerQuote[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("testimonials", key, testimonialsContentSchema);
  const n = HOME_COUNTS.testimonials;
  const countWarning =
    key !== "home" || items.length === n
      ? undefined
      : `The spec fixes ${n} testimonials: this draft has ${items.length}, so it can be saved but not published.`;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      {key === "home" ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          {countWarning ?? `${n} quotes, as the spec fixes.`}
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
        previewHref={`/admin/content/testimonials/${key}/preview`}
        publicHref={TESTIMONIALS_SECTIONS[key].publicHref}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save({ items })}
        onPublish={() => void publish({ items })}
      />
    </form>
  );
}
