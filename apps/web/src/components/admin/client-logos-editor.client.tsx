"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  CLIENT_LOGO_ROWS,
  type ClientLogo,
  type ClientLogoRow,
  clientLogosContentSchema,
} from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { CLIENT_LOGO_SECTIONS } from "./client-logo-sections";
import { useContentEntry } from "./use-content-entry";

/**
 * One row of client logos, checked with the contract's schema before sending. Each row has the count the
 * spec fixes (12, 11, 17): the editor says so while the draft has another number, and the API refuses to
 * publish it.
 */
export function ClientLogosEditor({ entry }: { entry: AdminMarketingEntry<"client-logos"> }) {
  const key = entry.key as ClientLogoRow;
  const [items, setItems] = useState<ClientLogo[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("client-logos", key, clientLogosContentSchema);
  const n = CLIENT_LOGO_ROWS[key].count;
  const countWarning =
    items.length === n
      ? undefined
      : `The spec fixes ${n} logos in this row: this draft has ${items.length}, so it can be saved but not published.`;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {countWarning ?? `${n} logos, as the spec fixes.`}
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
        previewHref={`/admin/content/client-logos/${key}/preview`}
        publicHref={CLIENT_LOGO_SECTIONS[key].publicHref}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save({ items })}
        onPublish={() => void publish({ items })}
      />
    </form>
  );
}
