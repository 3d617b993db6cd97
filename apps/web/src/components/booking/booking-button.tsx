"use client";

import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useBooking } from "./booking-context";

export type BookingButtonProps = {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Show the calendar icon before the label. */
  icon?: boolean;
};

/** Opens the booking popup. Place it wherever the spec asks for a booking button. */
export function BookingButton({
  children = "Book a Strategy Call",
  variant = "primary",
  size = "md",
  className,
  icon = true,
}: BookingButtonProps) {
  const { open, preload } = useBooking();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
    >
      {icon ? (
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <rect
            x="3"
            y="4.5"
            width="14"
            height="12"
            rx="2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
          />
          <path d="M3 8.5h14M7 3v3M13 3v3" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        </svg>
      ) : null}
      {children}
    </Button>
  );
}
