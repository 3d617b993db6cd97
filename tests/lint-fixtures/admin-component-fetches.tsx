"use client";

// Linted as apps/web/src/components/admin: an admin component calling a route handler by hand instead
// of through adminRequest and useAdminAction.
export async function save(id: number) {
  await fetch(`/api/admin/posts/${id}`, { method: "POST" });
}
