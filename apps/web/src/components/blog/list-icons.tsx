/** The blog list's controls' icons (see icons.tsx). All decorative. */
import { svg, type IconProps } from "./icons";

export const SearchIcon = ({ className = "size-5" }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>,
  );

export const CloseIcon = ({ className = "size-4" }: IconProps) =>
  svg(className, <path d="M6 6l12 12M18 6 6 18" />);

export const FilterIcon = ({ className = "size-5" }: IconProps) =>
  svg(className, <path d="M4 6h16M7 12h10M10 18h4" />);
