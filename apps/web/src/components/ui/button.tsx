import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "accent" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

// The classes are defined once in app/globals.css (.btn, .btn-<variant>, .btn-<size>): a page with a
// dozen buttons carries three short names per button, in its HTML and again in its RSC payload, rather
// than the 400 characters of utilities they stand for.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  accent: "btn-accent",
  secondary: "btn-secondary",
  outline: "btn-outline",
  ghost: "btn-ghost",
  inverse: "btn-inverse",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
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
  return `btn ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
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
