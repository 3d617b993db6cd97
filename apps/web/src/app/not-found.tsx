import type { Metadata } from "next";
import { ReducedHeader } from "@/components/layout/reduced-header";
import { ReducedFooter } from "@/components/layout/reduced-footer";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

const SUGGESTIONS = [
  { title: "Services", href: "/services", text: "What we build and how we work." },
  { title: "Our Works", href: "/about/works", text: "Case studies from recent launches." },
  { title: "Blog", href: "/blog", text: "Notes on product, design and engineering." },
];

/**
 * The designed 404: says what happened, offers the way home and three useful next steps.
 * It wears the compact landing-page header and footer: Next embeds this page's tree in every page's
 * payload (to show it after a client-side navigation), so the full header and footer here were
 * shipped twice more with every page.
 */
export default function NotFound() {
  return (
    <>
      <ReducedHeader />
      <main id="main" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-[32rem] bg-[radial-gradient(ellipse_at_center,var(--color-brand-100),transparent_65%)]"
        />
        <div className="container-page relative flex flex-col items-center py-20 text-center sm:py-28">
          <p className="font-display text-[7rem] leading-none font-extrabold tracking-tighter text-brand-600 sm:text-[10rem]">
            4<span className="text-accent-500">0</span>4
          </p>
          <h1 className="mt-6 text-3xl font-bold sm:text-4xl">We couldn&apos;t find that page</h1>
          <p className="mt-4 max-w-xl text-lg text-ink-600">
            The link may be old or the address mistyped. The page might also have moved while we tidied up.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="/" className={buttonClasses({ size: "lg" })}>
              Back to home
            </a>
            <a href="/contact" className={buttonClasses({ variant: "outline", size: "lg" })}>
              Contact us
            </a>
          </div>
          <ul className="mt-16 grid w-full max-w-4xl gap-4 text-left sm:grid-cols-3">
            {SUGGESTIONS.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  className="group block h-full rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow hover:shadow-pop"
                >
                  <span className="font-display text-lg font-semibold text-ink-950 group-hover:text-brand-700">
                    {s.title} <span aria-hidden="true">→</span>
                  </span>
                  <span className="mt-2 block text-ink-600">{s.text}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </main>
      <ReducedFooter />
    </>
  );
}
