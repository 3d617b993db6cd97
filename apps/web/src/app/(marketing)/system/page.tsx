import type { Metadata } from "next";
import { SystemView } from "@/components/marketing/landing/system-view";
import { getLandingPage } from "@/lib/api/marketing";

// Hidden from indexing (spec §6). Its booking popup uses the system scheduler: the booking provider
// picks SCHEDULER_URL_SYSTEM on this path.
export const metadata: Metadata = {
  title: "System walkthrough",
  description:
    "Book a live walkthrough of how we run projects: the sprint board, the demo environment, the status reports and the client portal you would use. It is the same system behind every project on our portfolio.",
  robots: { index: false, follow: false },
};

export default async function SystemPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("system").catch(() => null);
  return <SystemView content={content} />;
}
