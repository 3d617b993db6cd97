import { pageHref } from "@/components/ui/pagination";
import { countTabs, TabLinks } from "../shell/tab-links";

/**
 * A list's tabs by status with their counts ("All" and one per status), each the list's first page
 * with the rest of its filter kept. `current` is the status the address asked for, if it is one.
 *
 *   <StatusTabs label="Post status" tabs={TABS} current={status} counts={counts} pathname="/admin/posts" filter={values} />
 */
export function StatusTabs<S extends string>({
  label,
  tabs,
  current,
  counts,
  pathname,
  filter,
}: {
  label: string;
  tabs: { status: S | undefined; label: string }[];
  current: S | undefined;
  counts: Record<S, number> & { all: number };
  pathname: string;
  filter: Record<string, string | undefined>;
}) {
  return (
    <TabLinks
      label={label}
      tabs={countTabs(tabs, current, counts, (status) => pageHref(pathname, 1, { ...filter, status }))}
    />
  );
}
