import Link from "next/link";
import { TEAM_MESSAGES } from "@site/contract";
import { buttonClasses } from "@/components/ui/button";

/**
 * A section the person's roles do not open (requirePermission → forbidden(), answered with status 403),
 * inside the admin area's header, whose nav lists what they may open instead.
 */
export default function AdminForbidden() {
  return (
    <div role="alert" className="rounded-card border border-accent-200 bg-white p-8 shadow-card">
      <h1 className="font-display text-2xl font-bold text-ink-950">{TEAM_MESSAGES.forbidden}</h1>
      <p className="mt-2 max-w-xl text-ink-700">
        This part of the admin area is not open to your roles. The sections above are the ones you can use; if
        you need this one, ask an administrator to change your roles.
      </p>
      <Link href="/admin" className={buttonClasses({ className: "mt-5" })}>
        Back to the overview
      </Link>
    </div>
  );
}
