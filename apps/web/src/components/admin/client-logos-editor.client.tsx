"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type ClientLogo,
  clientLogosContentSchema,
  draftCountNote,
} from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/**
 * One row of client logos, checked with the contract's schema before sending. Each row has the count the
 * spec fixes (12, 11, 17): the editor says so while the draft has another number, and the API refuses to
 * publish it.
 */
export function ClientLogosEditor({ entry }: { entry: AdminMarketingEntry<"client-logos"> }) {
  const key = entry.key;
  const [items, setItems] = useState<ClientLogo[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("client-logos", key, clientLogosContentSchema);
  const count = draftCountNote("client-logos", key, { items });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {count?.text}
      </p>
      <ContentItemList
        legend="Logos, in their order"
        name="items"
        fields={[
          ["name", "Client", false],
          ["slug", "Key", false],
          ["industry", "Industry", false],
          ["logo", "Logo", false],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr_auto]"
        items={items}
        errors={errors}
        error={errors.items}
        onChange={(next) => setItems(next as ClientLogo[])}
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
