/**
 * Small line icons of the blog's meta rows and buttons. All decorative: their text says the thing. The
 * list's controls' icons (search, clear, filter) are in list-icons.tsx and a post's counters' icons
 * (views, likes) in engagement-icons.tsx: the bundler keeps every export of a module that any client
 * code uses, so each page's code carries only the icons its own parts draw.
 */
export type IconProps = { className?: string };

/** Its stroke (none filled, currentColor, 1.8 wide, round) is the .icon class's (globals.css). */
export const svg = (className: string, children: React.ReactNode) => (
  <svg viewBox="0 0 24 24" className={`icon ${className}`} aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const ClockIcon = ({ className = "size-4" }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>,
  );

export const CalendarIcon = ({ className = "size-4" }: IconProps) =>
  svg(
    className,
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    </>,
  );

export const ShareIcon = ({ className = "size-4" }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </>,
  );

export const ArrowRightIcon = ({ className = "size-4" }: IconProps) =>
  svg(className, <path d="M5 12h14M13 6l6 6-6 6" />);

export const ChevronIcon = ({
  className = "size-5",
  direction,
}: IconProps & { direction: "left" | "right" }) =>
  svg(className, <path d={direction === "left" ? "M14.5 6 8.5 12l6 6" : "M9.5 6l6 6-6 6"} />);

export const RssIcon = ({ className = "size-4" }: IconProps) =>
  svg(
    className,
    <>
      <path d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8" />
      <circle cx="6" cy="18" r="1.2" fill="currentColor" stroke="none" />
    </>,
  );
