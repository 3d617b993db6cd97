import Link from "next/link";
import type { PageSeoRow } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/lists/data-table";

/** What a field shows on the site: the saved value, else its default, else the page's own content. */
function inEffect(saved: string | null, fallback: string | null): { text: string; note?: string } {
  if (saved) return { text: saved };
  if (fallback) return { text: fallback, note: "default" };
  return { text: "The page's own", note: "from its content" };
}

const editHref = (path: string) => `/admin/seo/edit?path=${encodeURIComponent(path)}`;

const COLUMNS: Column<PageSeoRow>[] = [
  {
    header: "Page",
    cell: (r) => (
      <span className="flex flex-col">
        <Link href={editHref(r.path)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {r.name}
        </Link>
        <span className="text-xs break-all text-ink-600">{r.path}</span>
      </span>
    ),
  },
  {
    header: "SEO title",
    cell: (r) => {
      const v = inEffect(r.seo_title, r.default_title);
      return (
        <>
          {v.text}
          {v.note ? <span className="text-ink-600"> ({v.note})</span> : null}
        </>
      );
    },
  },
  {
    header: "SEO description",
    className: "sm:max-w-md",
    cell: (r) => {
      const v = inEffect(r.seo_description, r.default_description);
      return (
        <>
          <span className="line-clamp-2">{v.text}</span>
          {v.note ? <span className="text-ink-600"> ({v.note})</span> : null}
        </>
      );
    },
  },
  { header: "Social image", cell: (r) => (r.seo_image ? "Set" : "The site's own") },
  {
    header: "Last change",
    cell: (r) =>
      r.updated_date && r.updated_by ? (
        <>
          {new Date(r.updated_date).toLocaleDateString("en-US", { dateStyle: "medium" })} by {r.updated_by}
        </>
      ) : (
        "As first written"
      ),
  },
];

/** The marketing pages with the SEO title and description each shows, each linking to its fields. */
export function PageSeoList({ rows }: { rows: PageSeoRow[] }) {
  return (
    <DataTable
      caption="Marketing pages and their search and sharing fields"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.path}
      empty="No marketing pages."
    />
  );
}
