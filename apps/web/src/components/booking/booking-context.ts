"use client";

import { createContext, useContext } from "react";

export type BookingContextValue = {
  /** Opens the scheduler popup; every call starts a fresh load. */
  open: () => void;
  close: () => void;
  isOpen: boolean;
  /** The scheduler address for the current page. */
  url: string;
  /** Starts fetching the popup's code (a button calls it when pointed at or focused). */
  preload: () => void;
};

export const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value)
    throw new Error("useBooking() needs a <BookingProvider> above it (the root layout renders one).");
  return value;
}
