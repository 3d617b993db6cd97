import type { ReactNode } from "react";
import { LogoMark } from "@/components/layout/logo";
import { siteConfig } from "@/config/site";

/**
 * The card of the pages a person sees before they are signed in (sign-in, an invitation, a forgotten
 * password, a reset): the mark, a title and the form, centred on the admin area's background.
 */
export function AuthCard({
  title,
  subtitle = `${siteConfig.name} admin area`,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-5 py-12 outline-none"
    >
      <div className="w-full max-w-md rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <LogoMark className="size-10 shrink-0" />
          <div>
            <h1 className="font-display text-2xl font-bold text-ink-950">{title}</h1>
            <p className="text-sm text-ink-600">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}

/** A short note above a form: "You are signed out.", "Your session has ended". */
export function AuthNote({ tone, children }: { tone: "info" | "warning"; children: ReactNode }) {
  return tone === "warning" ? (
    <p role="alert" className="mb-5 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
      {children}
    </p>
  ) : (
    <p role="status" className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
      {children}
    </p>
  );
}
