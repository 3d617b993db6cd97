import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "accent" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-150 select-none active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 disabled:active:translate-y-0";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 hover:shadow-md",
  accent: "bg-accent-600 text-white shadow-sm hover:bg-accent-700 hover:shadow-md",
  secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100",
  outline: "border border-ink-300 bg-white text-ink-900 hover:border-ink-400 hover:bg-ink-50",
  ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  inverse: "bg-white text-ink-950 shadow-sm hover:bg-brand-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-[0.9375rem]",
  lg: "h-13 px-7 text-base",
};

/**
 * The class list of a button, for links that must look like one:
 *   <Link href="/contact" className={buttonClasses({ variant: "outline" })}>Contact</Link>
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

export type SubmitButtonProps = Omit<ButtonProps, "type"> & {
  /** True while the form is being sent: shows a spinner and the pending label, and disables the button. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /**
   * True until the form's code runs (server render and hydration): the button is disabled, so a press
   * cannot submit natively. For the team's forms, which have no way without script.
   */
  awaitingCode?: boolean;
};

/** A form's submit button (spec §4): spinner, saving label and disabled while submitting. */
export function SubmitButton({
  pending = false,
  pendingLabel = "Saving...",
  disabled,
  awaitingCode = false,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending || disabled || awaitingCode}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
