import { mainMenu } from "@/content/navigation";
import { BookingButton } from "@/components/booking/booking-button";
import { DesktopNav } from "./desktop-nav.client";
import { MobileNav } from "./mobile-nav";
import { Logo } from "./logo";

/** The site header: logo, the main menu (mega-submenus on large screens, a drawer on small ones) and the booking button. */
export function Header() {
  return (
    <header className="sticky top-0 z-50 border-b border-ink-100 bg-white">
      <div className="container-page flex h-[72px] items-center justify-between gap-6">
        <Logo />
        <DesktopNav menu={mainMenu} />
        <div className="hidden items-center lg:flex">
          <BookingButton size="sm">Book a call</BookingButton>
        </div>
        <MobileNav menu={mainMenu} />
      </div>
    </header>
  );
}
