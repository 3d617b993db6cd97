"use client";

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { BookingContext } from "./booking-context";
import type { BookingLabels } from "./booking-popup";

/**
 * The popup (dialog, iframe, failure panel) is fetched when a booking button is first pointed at,
 * focused or pressed, so it is not part of any page's first load.
 */
let popupModule: Promise<typeof import("./booking-popup")> | undefined;
export function preloadBookingPopup() {
  popupModule ??= import("./booking-popup").catch((error: unknown) => {
    popupModule = undefined; // a failed fetch is tried again on the next opening
    throw error;
  });
  return popupModule;
}
const BookingPopup = lazy(() => preloadBookingPopup().then((m) => ({ default: m.BookingPopup })));

/** The system page books demos on its own calendar (spec §2); every other page uses the default. */
export function schedulerUrlFor(pathname: string, urls: { default: string; system: string }): string {
  return pathname === "/system" || pathname.startsWith("/system/") ? urls.system : urls.default;
}

export type BookingProviderProps = {
  schedulerUrl: string;
  systemSchedulerUrl: string;
  labels: BookingLabels;
  children: ReactNode;
};

/**
 * Holds the booking popup for the whole site, so any BookingButton can open it. The root layout
 * passes both scheduler addresses from the server configuration.
 */
export function BookingProvider({
  schedulerUrl,
  systemSchedulerUrl,
  labels,
  children,
}: BookingProviderProps) {
  const pathname = usePathname() ?? "/";
  const [isOpen, setIsOpen] = useState(false);
  // A new session per opening remounts the popup, so its loading flag starts over (spec §4).
  const [session, setSession] = useState(0);
  const url = schedulerUrlFor(pathname, { default: schedulerUrl, system: systemSchedulerUrl });

  const open = useCallback(() => {
    setSession((n) => n + 1);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(
    () => ({ open, close, isOpen, url, preload: preloadBookingPopup }),
    [open, close, isOpen, url],
  );

  return (
    <BookingContext.Provider value={value}>
      {children}
      {session > 0 ? (
        <Suspense fallback={null}>
          <BookingPopup key={session} open={isOpen} url={url} labels={labels} onClose={close} />
        </Suspense>
      ) : null}
    </BookingContext.Provider>
  );
}
