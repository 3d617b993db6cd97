"use client";

import { useState } from "react";
import { type AdminMarketingEntry, type TeamMember, teamContentSchema } from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** The leadership team: each person's name, role, portrait and bio, checked with the contract's schema before sending. */
export function TeamEditor({ entry }: { entry: AdminMarketingEntry<"team"> }) {
  const [items, setItems] = useState<TeamMember[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("team", "leadership", teamContentSchema);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <ContentItemList
        legend="People, in their order"
        name="items"
        fields={[
          ["name", "Name", false],
          ["role", "Role", false],
          ["image", "Portrait", false],
          ["bio", "Bio", true],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto]"
        items={items}
        errors={errors}
        error={errors.items}
        onChange={(next) => setItems(next as TeamMember[])}
      />
      <ContentToolbar
        entry={entry}
        problem={errors._}
        pending={pending}
        onSave={() => void save({ items })}
        onPublish={() => void publish({ items })}
      />
    </form>
  );
}
