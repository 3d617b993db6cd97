import { can, type AdminComment, type Paged } from "@site/contract";
import { AdminHeader } from "@/components/admin/shell/admin-header";
import { requireMe } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

/**
 * Every admin page but the ones before sign-in: a session is required (the sign-in page otherwise).
 * The header shows the person and the sections their roles open; each page guards itself as well
 * (requirePermission), since a layout does not run again on every navigation.
 */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const me = await requireMe();
  const pending = can(me.roles, "comments")
    ? (await adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING", size: 1 })).totalElements
    : undefined;
  return (
    <>
      <AdminHeader me={me} pendingComments={pending} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-5 py-8 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
