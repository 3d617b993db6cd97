import type { MenuItem } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { CrossIcon } from "@/components/ui/cross-icon";
import { siteConfig } from "@/config/site";
import { LogoMark } from "./logo";
import { MobileNavToggle } from "./mobile-nav.client";

/** The drawer's id; the header has one. Submenu panels are `${DRAWER_ID}-${item.id}`. */
const DRAWER_ID = "mobile-menu";

/**
 * The small-screen menu (spec §2, §4): a hamburger opens a drawer over a backdrop; one submenu is
 * expanded at a time, toggled by its chevron; choosing a link, the backdrop or Escape closes it.
 * The drawer, a `<dialog>`, is rendered here on the server; MobileNavToggle, the only client code,
 * mounts it while open, opens it as a modal and does the closing and the submenus (see there). The
 * data attributes below are its hooks: `data-close` on what closes the drawer besides its links
 * (the close button, the booking footer), `aria-controls` on a submenu's chevron.
 */
export function MobileNav({ menu }: { menu: MenuItem[] }) {
  return (
    <MobileNavToggle
      drawerId={DRAWER_ID}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
      icon={
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
    >
      <dialog
        id={DRAWER_ID}
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(24rem,calc(100%-3rem))] max-w-none flex-col bg-white p-0 text-ink-900 shadow-pop animate-fade-in backdrop:bg-ink-950/50 backdrop:backdrop-blur-[2px] backdrop:animate-fade-in open:flex"
      >
        <div className="flex h-[72px] shrink-0 items-center justify-between border-b border-ink-100 px-5">
          <a href="/" aria-label={`${siteConfig.name} home`} className="rounded-lg">
            <LogoMark />
          </a>
          <button
            type="button"
            data-close=""
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
          >
            <CrossIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col">
            {menu.map((item) => {
              const panelId = `${DRAWER_ID}-${item.id}`;
              const hasSub = !item.isLink && !!item.sub?.length;
              return (
                <li key={item.id} className="border-b border-ink-100 last:border-b-0">
                  <div className="flex items-center justify-between">
                    <a href={item.link} className="drawer-link">
                      {item.title}
                    </a>
                    {hasSub ? (
                      <button
                        type="button"
                        aria-expanded={false}
                        aria-controls={panelId}
                        aria-label={`${item.title} submenu`}
                        className="group drawer-toggle"
                      >
                        <svg viewBox="0 0 20 20" className="drawer-toggle-icon" aria-hidden="true">
                          <path
                            d="m5 7.5 5 5 5-5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    ) : null}
                  </div>
                  {hasSub ? (
                    <ul id={panelId} hidden className="pb-3 pl-3">
                      {item.sub!.map((sub) => (
                        <li key={sub.id}>
                          <a href={sub.link} className="drawer-sublink">
                            {sub.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        {/* Opening the booking popup closes the drawer; focus then returns to the hamburger. */}
        <div className="shrink-0 border-t border-ink-100 p-5" data-close="">
          <BookingButton className="w-full">Book a Strategy Call</BookingButton>
          <p className="mt-4 text-center text-sm text-ink-600">
            or write to{" "}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {siteConfig.email}
            </a>
          </p>
        </div>
      </dialog>
    </MobileNavToggle>
  );
}
