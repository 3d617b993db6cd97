import Link from "next/link";
import { TEAM_MESSAGES, type TeamRole } from "@site/contract";
import { stringParam, type SearchParams } from "@/lib/admin/search-params";
import { AuthNote } from "./auth-card";

/** What GET /admin/auth/link says a valid link stands for. */
export type LinkInfo = {
  kind: "invite" | "setup" | "reset";
  /** None for the first start's setup link: whoever opens it gives the owner's address. */
  email: string | null;
  name: string | null;
  roles: TeamRole[];
};

/** The link's token as the address carries it, if it could be one (the API judges it). */
export function linkToken(params: SearchParams): string | undefined {
  const token = stringParam(params, "token");
  return token && token.length >= 16 && token.length <= 200 ? token : undefined;
}

/** A link that is used, revoked, expired or was never issued: say so, and where to go instead. */
export function InvalidLink({ message = TEAM_MESSAGES.linkInvalid }: { message?: string }) {
  return (
    <>
      <AuthNote tone="warning">{message}</AuthNote>
      <Link
        href="/admin/sign-in"
        className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        Go to the sign-in page
      </Link>
    </>
  );
}
