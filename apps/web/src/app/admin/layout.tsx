import type { Metadata } from "next";
import { siteConfig } from "@/config/site";

/** The team's area: never indexed, never cached, no public header or footer. */
export const metadata: Metadata = {
  title: { default: `Admin | ${siteConfig.name}`, template: `%s | ${siteConfig.name} admin` },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  alternates: { canonical: null },
};

export const dynamic = "force-dynamic";

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-ink-50">{children}</div>;
}
