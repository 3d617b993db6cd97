import { UI_TEXT } from "@/content/ui-text";
import { BookingButton } from "@/components/booking/booking-button";
import { buttonClasses } from "@/components/ui/button";
import { Logo } from "./logo";

export type ReducedHeaderProps = {
  /** The fast AI MVP landing page also offers the booking button (spec §1). */
  showBooking?: boolean;
};

/** The landing pages' header: fixed, with the logo and 'Go to website'; a spacer keeps content below it. */
export function ReducedHeader({ showBooking = false }: ReducedHeaderProps) {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 border-b border-ink-100 bg-white">
        <div className="container-page flex h-[72px] items-center justify-between gap-3">
          <Logo compact={showBooking} />
          <div className="flex items-center gap-2 sm:gap-3">
            <a href="/" className={buttonClasses({ variant: "ghost", size: "sm", className: "px-3" })}>
              {UI_TEXT.goToWebsite}
              <span aria-hidden="true">→</span>
            </a>
            {showBooking ? (
              <BookingButton size="sm" icon={false}>
                Book a call
              </BookingButton>
            ) : null}
          </div>
        </div>
      </header>
      <div aria-hidden="true" className="h-[72px]" />
    </>
  );
}
