import type { AdminComment, Paged } from "@site/contract";
import { AdminHeader } from "@/components/admin/admin-header";
import { adminFetch } from "@/lib/api/admin";

/** Every admin page but sign-in: a signed-in session is required (adminFetch redirects otherwise). */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const pending = await adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING", size: 1 });
  return (
    <>
      <AdminHeader pendingComments={pending.totalElements} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-5 py-8 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
