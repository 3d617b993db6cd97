import type { SVGProps } from "react";
import type { ServiceIcon as ServiceIconName } from "@site/contract";

type IconProps = SVGProps<SVGSVGElement>;

/**
 * A line icon's svg: its stroke (none filled, currentColor, 1.8 wide, round) comes from the .icon
 * class (globals.css) rather than five attributes on each copy, in the page and in its RSC payload.
 * A path may still set its own (PauseIcon's width, PlayIcon's fill).
 */
const base = ({ className, ...props }: IconProps) => ({
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  className: className ? `icon ${className}` : "icon",
  ...props,
});

export const CheckIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
export const PlusIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const PauseIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M9 6v12M15 6v12" strokeWidth={2.4} />
  </svg>
);
export const PlayIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);
export const QuoteIcon = (p: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" {...p}>
    <path
      fill="currentColor"
      d="M13 8c-5 1.6-8 5.6-8 11v5h8v-8H9c0-3 1.7-5.2 4.7-6.2zm14 0c-5 1.6-8 5.6-8 11v5h8v-8h-4c0-3 1.7-5.2 4.7-6.2z"
    />
  </svg>
);

const serviceIconPaths: Record<ServiceIconName, React.ReactNode> = {
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 15l-3-3c1.5-4.5 4.5-7.5 10-8-.5 5.5-3.5 8.5-7 11z" />
      <path d="M9 12l-3.5.5L4 15l4 1M12 15l-.5 3.5L9 20l-1-4" />
      <circle cx="15" cy="9" r="1.5" />
    </>
  ),
  pulse: <path d="M3 12h4l2-5 4 10 2-5h6" />,
  pen: (
    <>
      <path d="M4 20l4-1 11-11-3-3L5 16z" />
      <path d="M14 7l3 3" />
    </>
  ),
  layers: (
    <>
      <path d="M12 4l9 5-9 5-9-5z" />
      <path d="M3 14l9 5 9-5" />
    </>
  ),
  cube: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
    </>
  ),
  infinity: (
    <path d="M7 9c-3 0-4 1.5-4 3s1 3 4 3c3.5 0 6.5-6 10-6 3 0 4 1.5 4 3s-1 3-4 3c-3.5 0-6.5-6-10-6z" />
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  send: (
    <>
      <path d="M21 3L10 14" />
      <path d="M21 3l-7 18-4-7-7-4z" />
    </>
  ),
};

export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  return <svg {...base(props)}>{serviceIconPaths[name]}</svg>;
}
