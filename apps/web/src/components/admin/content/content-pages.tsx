/**
 * The team's pages of marketing content, one set for every kind (issue 31): a kind's list, an entry's
 * editor and its preview, each from the kind's declaration. Their addresses stay the ones the team has
 * used: a kind of one entry is edited on the kind's own page (/admin/content/faq, its preview
 * /admin/content/faq/preview); other kinds list their entries there and edit each under its key
 * (/admin/content/pricing/campaign, .../preview). `contentRoute` reads an address that way.
 */
import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  type AdminMarketingEntry,
  type AdminMarketingKindEntries,
  draftCountNote,
  entryAddress,
  entryEditPath,
  entryInfo,
  formatDate,
  isMarketingKind,
  MARKETING_KINDS,
  type MarketingKind,
  type MarketingKindInfo,
  marketingEntrySchema,
} from "@site/contract";
import { adminFetch } from "@/lib/api/admin";
import { dateTime } from "@/lib/admin/format";
import { contentEntry } from "@/lib/admin/content-entries";
import { ContentEntries } from "./content-entries.client";
import { entryRow } from "./content-entry-row";
import { type Column, DataTable } from "../lists/data-table";
import { PageHeading } from "../shell/page-heading";
import { PreviewBanner } from "../editing/preview-banner";
import { StatusBadge } from "../shell/status-badge";
import { ContentEditor } from "./content-editor.client";
import type { ReferenceChoice } from "./field-widgets.client";
import { previewOf } from "./previews";
import { capitalized, schemaFields } from "./schema-fields";

export type ContentRoute =
  { page: "list"; kind: MarketingKind } | { page: "editor" | "preview"; kind: MarketingKind; key: string };

/**
 * What an address under /admin/content/<kind> shows, or the 404 page.
 *
 *   contentRoute("faq", [])                  // { page: "editor", kind: "faq", key: "home" }
 *   contentRoute("faq", ["preview"])         // { page: "preview", kind: "faq", key: "home" }
 *   contentRoute("pricing", ["campaign"])    // { page: "editor", kind: "pricing", key: "campaign" }
 */
export function contentRoute(kind: string, rest: string[]): ContentRoute {
  if (!isMarketingKind(kind)) notFound();
  const { keys } = MARKETING_KINDS[kind];
  const sole = keys?.length === 1 ? keys[0]! : null;
  if (sole) {
    if (rest.length === 0) return { page: "editor", kind, key: sole };
    if (rest.length === 1 && rest[0] === "preview") return { page: "preview", kind, key: sole };
    notFound();
  }
  if (rest.length === 0) return { page: "list", kind };
  if (rest.length === 1) return { page: "editor", kind, key: rest[0]! };
  if (rest.length === 2 && rest[1] === "preview") return { page: "preview", kind, key: rest[0]! };
  notFound();
}

/** The page's title in the browser's tab. */
export function contentTitle(route: ContentRoute): string {
  const info = MARKETING_KINDS[route.kind];
  if (route.page === "list") return info.label;
  const label = entryInfo(route.kind, route.key)?.label ?? route.key;
  const name = info.keys?.length === 1 ? info.label : `${info.label}: ${label}`;
  return route.page === "preview" ? `${name} preview` : name;
}

/**
 * An entry's name on its editor and preview: "<the kind's heading>: <label>" where the kind declares a
 * heading, else the draft's own title, else the entry's label.
 */
function entryHeading(entry: AdminMarketingEntry): string {
  const label = entryInfo(entry.kind, entry.key)?.label ?? entry.key;
  const { heading }: MarketingKindInfo = MARKETING_KINDS[entry.kind];
  if (heading) return `${heading}: ${label}`;
  const title = (entry.draft as { title?: unknown }).title;
  return typeof title === "string" && title ? title : label;
}

export async function ContentPage({ route }: { route: ContentRoute }) {
  if (route.page === "list") return <KindList kind={route.kind} />;
  if (route.page === "preview") return <EntryPreview kind={route.kind} entryKey={route.key} />;
  return <EntryEditor kind={route.kind} entryKey={route.key} />;
}

/** An entry's editor, with the entries of the kinds its references fields name. */
async function EntryEditor({ kind, entryKey }: { kind: MarketingKind; entryKey: string }) {
  const entry: AdminMarketingEntry = await contentEntry(kind, entryKey);
  const info: MarketingKindInfo = MARKETING_KINDS[kind];
  const references = schemaFields(marketingEntrySchema(kind, entryKey)).filter(
    (f) => f.type === "references",
  );
  const choices: Record<string, ReferenceChoice[]> = Object.fromEntries(
    await Promise.all(
      references.map(async (f) => {
        const other = await adminFetch<AdminMarketingKindEntries>(`/content/${f.references}`);
        return [
          f.key,
          other.entries_list.map(entryRow).map(({ key, title, published }) => ({ key, title, published })),
        ];
      }),
    ),
  );
  // The kind's count rule, said where it concerns this entry.
  const counted = info.draftCount ? info.draftCount(entryKey) : info.publishRule;
  const description = [entryInfo(kind, entryKey)?.hint ?? info.description, counted ? info.countNote : null]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <PageHeading title={entryHeading(entry)} description={description} />
      <ContentEditor key={entry.key} entry={entry} choices={choices} />
    </>
  );
}

/** An entry's saved draft in the public page's own component (the kind's declared preview). */
async function EntryPreview({ kind, entryKey }: { kind: MarketingKind; entryKey: string }) {
  const entry: AdminMarketingEntry = await contentEntry(kind, entryKey);
  const { view, ownHeading } = await previewOf(MARKETING_KINDS[kind].preview, entry);
  return (
    <>
      <PreviewBanner
        title={entryHeading(entry)}
        editHref={entryEditPath(kind, entryKey)}
        changed={entry.changed}
        asHeading={!ownHeading}
      />
      <div className="-mx-5 bg-white">{view}</div>
    </>
  );
}

type Row = AdminMarketingEntry;

/** A draft in a few words: its title, else the names of its first list's items. */
function draftSummary(draft: unknown): string {
  const d = draft as Record<string, unknown>;
  if (typeof d.title === "string") return d.title;
  const list = Object.values(d).find(Array.isArray) ?? [];
  const names = list.map((item) => {
    if (typeof item === "string") return item;
    const o = item as Record<string, unknown>;
    return String(o.title ?? o.name ?? o.question ?? "");
  });
  const text = names.filter(Boolean).join(", ");
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * A kind's entries: for a kind the team adds entries to, the entries with New, Move, Unpublish and Delete
 * (ContentEntries); for a fixed set, a table of them with what each holds, its spec count and its state.
 */
async function KindList({ kind }: { kind: MarketingKind }) {
  const list = await adminFetch<AdminMarketingKindEntries>(`/content/${kind}`);
  const info: MarketingKindInfo = MARKETING_KINDS[kind];
  const heading = (
    <PageHeading title={info.label} description={`${list.description} ${list.count_note ?? ""}`} />
  );
  if (!info.keys)
    return (
      <>
        {heading}
        <ContentEntries
          kind={kind}
          noun={info.noun ?? "entry"}
          nouns={info.noun ? undefined : "entries"}
          rows={list.entries_list.map(entryRow)}
          publicPrefix={info.address ? entryAddress(kind, "") : undefined}
        />
      </>
    );
  const counted = list.entries_list.some((e) => draftCountNote(kind, e.key, e.draft));
  const columns: Column<Row>[] = [
    {
      header: "Entry",
      cell: (e) => (
        <Link
          href={entryEditPath(kind, e.key)}
          className="font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          {capitalized(entryInfo(kind, e.key)?.label ?? e.key)}
        </Link>
      ),
      className: "min-w-48",
    },
    { header: "Address", cell: (e) => entryAddress(kind, e.key), className: "whitespace-nowrap" },
    { header: "Holds", cell: (e) => draftSummary(e.draft), className: "min-w-72" },
    ...(counted
      ? [
          {
            header: "Spec count",
            cell: (e: Row) => {
              const count = draftCountNote(kind, e.key, e.draft)?.count;
              return count ? `${count.fixed} ${count.what}` : "None";
            },
          },
        ]
      : []),
    {
      header: "State",
      cell: (e) =>
        e.publish_at ? (
          <StatusBadge status="SCHEDULED" detail={dateTime(e.publish_at)} />
        ) : (
          <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} />
        ),
    },
    { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
  ];
  return (
    <>
      {heading}
      <DataTable
        caption={info.label}
        columns={columns}
        rows={list.entries_list}
        rowKey={(e) => e.key}
        empty={`No ${info.label.toLowerCase()} yet.`}
      />
    </>
  );
}
