import { TabLinks } from "@/components/admin/shell/tab-links";

/** The redirects section's two lists, as links. */
export function RedirectTabs({ current, counts }: { current: "redirects" | "log"; counts: number }) {
  return (
    <TabLinks
      label="Redirects and the 404 log"
      tabs={[
        {
          href: "/admin/redirects",
          label: "Redirects",
          current: current === "redirects",
          count: current === "redirects" ? counts : undefined,
        },
        {
          href: "/admin/redirects/not-found",
          label: "404 log",
          current: current === "log",
          count: current === "log" ? counts : undefined,
        },
      ]}
    />
  );
}
