/**
 * Landing pages carry no site header or footer: each page composes <ReducedHeader /> (with
 * showBooking on /fast-mvp), its own <main id="main"> and, on /ux-review, <ReducedFooter />.
 */
export default function LandingLayout({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
