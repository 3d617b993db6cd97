import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { type SearchParams } from "@/lib/admin/search-params";
import { RestoreVersion } from "./restore-version.client";
import { VersionCompare, type VersionInfo } from "./version-compare";
import type { ComparedField } from "./version-diff";
import { chosenVersions, type HistoryRow, VersionHistory } from "./version-history";

/** What a history page says of its item, once the item is read. */
export type HistoryWords = {
  /** The page's heading: "History: <the item>". */
  title: string;
  description: string;
  /** The item's editor: "Back to the editor", and where a restore opens. */
  editor: string;
  /** The versions table's caption, for screen readers. */
  caption: string;
  /** The heading of the last column ("Title", "What"). */
  whatLabel: string;
  /** Restoring a version: what follows, said before, and the toast after; none when the reader may not. */
  restore?: { explain: string; done: (number: number) => string };
};

/**
 * One kind's history (a post's, an opening's, a content entry's): where its versions are, how a row and
 * a comparison read. Each history route builds its own and renders `HistoryPage` with it.
 */
export type HistoryKind<Item, Summary extends Omit<HistoryRow, "what">, Version extends VersionInfo> = {
  /** The item's API path; its versions are listed at `${api}/${list}` and each read at `.../<number>`. */
  api: string;
  list: "revisions" | "versions";
  words: (item: Item) => HistoryWords;
  /** A row's last column: what the version is (its title, "Published"...). */
  what: (version: Summary) => ReactNode;
  /** The fields of two versions (older first) compared, and what is said under them. */
  compare: (
    older: Version,
    newer: Version,
  ) => { text: ComparedField[]; others: ComparedField[]; note?: string };
  /** A word on what a version holds ("Published"), in its heading. */
  noteOf?: (version: Version) => string;
};

/** A row's last column where versions have a title: the title, and which version a restore brought back. */
export function titleAndRestore(v: { title: string; restored_from: number | null }) {
  return (
    <>
      {v.title}
      {v.restored_from ? (
        <span className="block text-xs text-ink-600">Restored version {v.restored_from}</span>
      ) : null}
    </>
  );
}

/**
 * An item's versions (issues 21 and 31), whatever its kind: every save with who and when. Two chosen are
 * compared side by side (without a choice, the last two); each can be restored, saved as a new version.
 * An item the API does not know is a 404.
 *
 *   <HistoryPage kind={{ api: `/careers/${id}`, list: "versions", words, what, compare }} query={query} />
 */
export async function HistoryPage<
  Item,
  Summary extends Omit<HistoryRow, "what">,
  Version extends VersionInfo,
>({ kind, query }: { kind: HistoryKind<Item, Summary, Version>; query: SearchParams }) {
  const { api, list } = kind;
  const [item, versions] = await Promise.all([
    adminFetch<Item>(api).catch((err) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }),
    adminFetch<Summary[]>(`${api}/${list}`),
  ]);
  const {
    from,
    to,
    pair: numbers,
  } = chosenVersions(
    query,
    versions.map((v) => v.number),
  );
  const pair = numbers
    ? await Promise.all(numbers.map((n) => adminFetch<Version>(`${api}/${list}/${n}`)))
    : null;
  const compared = pair ? kind.compare(pair[0]!, pair[1]!) : null;
  const words = kind.words(item);
  const restore = words.restore;
  const headed = (v: Version) => (kind.noteOf ? { ...v, note: kind.noteOf(v) } : v);

  return (
    <>
      <PageHeading
        title={words.title}
        description={words.description}
        actions={
          <Link href={words.editor} className={buttonClasses({ variant: "outline" })}>
            Back to the editor
          </Link>
        }
      />
      <VersionHistory
        rows={versions.map((v) => ({ ...v, what: kind.what(v) }))}
        from={from}
        to={to}
        compared={Boolean(pair)}
        caption={words.caption}
        whatLabel={words.whatLabel}
      >
        {pair && compared ? (
          <VersionCompare
            older={headed(pair[0]!)}
            newer={headed(pair[1]!)}
            fields={compared.text}
            others={compared.others}
            note={compared.note}
            restore={
              restore
                ? (n) => (
                    <RestoreVersion
                      path={`${api}/${list}/${n}/restore`}
                      number={n}
                      next={words.editor}
                      explain={restore.explain}
                      done={restore.done(n)}
                    />
                  )
                : undefined
            }
          />
        ) : null}
      </VersionHistory>
    </>
  );
}
