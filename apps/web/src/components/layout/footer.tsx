import { siteConfig } from "@/config/site";
import { BookingButton } from "@/components/booking/booking-button";
import { ConsentSettingsItem } from "@/components/consent/consent-banner";
import { linkShows } from "@/lib/api/marketing";
import { ContactDetails } from "./contact-details";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icons";

/**
 * The site footer (spec §1): call to action, contact details, four link columns, socials and copyright.
 * A service the team has taken off the site leaves the Services column (linkShows).
 */
export async function Footer() {
  const shows = await linkShows();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-ink-950 text-ink-300">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 border-b border-white/10 py-12 md:flex-row md:items-center">
          <div>
            <p className="font-display text-2xl font-semibold text-white sm:text-3xl">
              Have a product in mind?
            </p>
            <p className="mt-2 max-w-xl text-ink-300">
              Talk it through with a senior engineer. No pitch deck, just a plan you can act on.
            </p>
          </div>
          <BookingButton variant="inverse" size="lg">
            Book a Strategy Call
          </BookingButton>
        </div>

        <div className="grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-6">
            <Logo tone="light" />
            <p className="max-w-sm leading-7">
              {siteConfig.tagline}. Custom software development from Laguna Hills, California.
            </p>
            <ContactDetails />
            <ul className="flex gap-2" aria-label="Social media">
              {siteConfig.socials.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="social-link"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
            {siteConfig.footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="footer-heading">{column.title}</h2>
                <ul className="mt-4 flex flex-col gap-2.5 text-[0.9375rem]">
                  {column.links
                    .filter((link) => shows(link.href))
                    .map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className="footer-link">
                          {link.title}
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {siteConfig.legalName} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Site links">
            {siteConfig.footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="footer-link">
                  {link.title}
                </a>
              </li>
            ))}
            <ConsentSettingsItem className="footer-link cursor-pointer" />
          </ul>
        </div>
      </div>
    </footer>
  );
}
