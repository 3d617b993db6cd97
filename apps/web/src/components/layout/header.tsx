import type { MenuItem } from "@site/contract";
import { mainMenu } from "@/content/navigation";
import { linkShows } from "@/lib/api/marketing";
import { BookingButton } from "@/components/booking/booking-button";
import { DesktopNav } from "./desktop-nav.client";
import { MobileNav } from "./mobile-nav";
import { Logo } from "./logo";

/**
 * The site header: logo, the main menu (mega-submenus on large screens, a drawer on small ones) and the
 * booking button. A service the team has taken off the site leaves the Services menu (linkShows).
 */
export async function Header() {
  const shows = await linkShows();
  const menu: MenuItem[] = mainMenu.map((item) =>
    item.sub ? { ...item, sub: item.sub.filter((s) => shows(s.link)) } : item,
  );
  return (
    <header className="sticky top-0 z-50 border-b border-ink-100 bg-white">
      {/* Large screens: three columns, the menu centred between two equal ones, so no part of the
          header moves another while the page is still arriving (a browser on a slow phone paints
          what it has parsed so far: the booking button without its label, then with it). */}
      <div className="container-page flex h-[72px] items-center justify-between gap-6 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:justify-items-start">
        <Logo />
        <DesktopNav menu={menu} />
        <div className="hidden items-center lg:flex lg:justify-self-end">
          <BookingButton size="sm">Book a call</BookingButton>
        </div>
        <MobileNav menu={menu} />
      </div>
    </header>
  );
}
