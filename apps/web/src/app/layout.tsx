import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { headers } from "next/headers";
import { UI_TEXT } from "@/content/ui-text";
import { env } from "@/env";
import { siteConfig } from "@/config/site";
import { HOME_TITLE } from "@/content/routes";
import { BookingProvider } from "@/components/booking/booking-provider";
import { ToastHost } from "@/components/ui/toast";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/components/seo/organization";
import { ConsentBanner } from "@/components/consent/consent-banner";
import "./globals.css";

// One self-hosted variable font (latin subset) for headings and display type: no request to a font
// service. Body text uses the visitor's system UI font, which costs no download: on a phone the two
// web fonts were 76 KB on the way to the first paint (issue 8's Lighthouse budgets).
// `optional`, not `swap`: the font is preloaded and used when it is there by the first paint (or
// within 100 ms of it); otherwise the page keeps its metric-matched fallback until the next page. A
// font swapped in later re-wrapped the hero's heading at 375 px and moved everything under it
// (a layout shift of 0.0226, seen in CI and here on a loaded machine).
const jakarta = localFont({
  src: "../../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-jakarta",
  weight: "200 800",
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${siteConfig.name} | ${HOME_TITLE}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_US",
    title: `${siteConfig.name} | ${HOME_TITLE}`,
    description: siteConfig.description,
  },
  twitter: { card: "summary_large_image" },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: "#2451e6",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The per-request CSP nonce from src/proxy.ts (reading it renders pages per request: issue 8); none
  // in a copy nginx keeps for everyone, whose policy allows its inline scripts by hash.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className={jakarta.variable}>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:rounded-full focus:bg-ink-950 focus:px-5 focus:py-3 focus:font-semibold focus:text-white"
        >
          Skip to content
        </a>
        <BookingProvider
          schedulerUrl={env.SCHEDULER_URL}
          systemSchedulerUrl={env.SCHEDULER_URL_SYSTEM}
          labels={{ errorTitle: UI_TEXT.schedulerErrorTitle, error: UI_TEXT.schedulerError }}
        >
          {children}
        </BookingProvider>
        <ToastHost />
        <JsonLd data={organizationJsonLd(env.SITE_URL)} />
        <ConsentBanner nonce={nonce} />
      </body>
    </html>
  );
}
