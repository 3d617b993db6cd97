import type { Metadata } from "next";
import type { TeamInvitation, TeamPerson } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PeopleManager } from "@/components/admin/people/people-manager.client";
import { requirePermission } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "People" };

export default async function AdminPeoplePage() {
  const me = await requirePermission("people");
  const [people, invitations] = await Promise.all([
    adminFetch<TeamPerson[]>("/people"),
    adminFetch<TeamInvitation[]>("/people/invitations"),
  ]);
  return (
    <>
      <PageHeading
        title="People"
        description="Who works in this admin area and what their roles let them do. Removing someone signs them out at once."
      />
      <PeopleManager
        people={people}
        invitations={invitations}
        meId={me.id}
        isOwner={me.roles.includes("owner")}
      />
    </>
  );
}
