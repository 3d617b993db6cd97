import { siteConfig } from "@/config/site";
import { ContactDetails } from "./contact-details";

/** The UX review page's footer: contact details only (spec §1). */
export function ReducedFooter() {
  return (
    <footer className="on-dark bg-ink-950 text-ink-300">
      <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <h2 className="font-display text-lg font-semibold text-white">Contact {siteConfig.name}</h2>
        <ContactDetails className="md:flex-row md:flex-wrap md:gap-x-8" />
      </div>
    </footer>
  );
}
