import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * A secret the API made and answers this once (an API key, a webhook's signing secret): its value to
 * copy, why it matters, and a button that puts it away. Announced as a status when it appears.
 */
export function ShownOnce({
  title,
  warning,
  value,
  copyLabel,
  testId,
  children,
  onDone,
}: {
  title: string;
  /** What holding it allows; "Copy it now…" is said before it. */
  warning: ReactNode;
  value: string;
  copyLabel: string;
  testId?: string;
  /** How to use it. */
  children?: ReactNode;
  onDone: () => void;
}) {
  return (
    <div role="status" className="rounded-card border border-warning-600/40 bg-white p-5 shadow-card">
      <p className="font-display text-lg font-bold wrap-anywhere text-ink-950">{title}</p>
      <p className="mt-1 text-sm text-warning-600">
        Copy it now and keep it somewhere safe: it is not shown again. {warning}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          className="max-w-full rounded bg-ink-100 px-2 py-1 text-sm break-all text-ink-900"
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} className="text-brand-700" />
      </div>
      {children ? <p className="mt-3 text-sm text-ink-600">{children}</p> : null}
      <Button size="sm" variant="outline" className="mt-4" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
