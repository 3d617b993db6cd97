import { formatPrice, type PricingTier } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { CheckIcon } from "./icons";

const styles: Record<
  PricingTier["bgType"],
  { card: string; title: string; text: string; check: string; dark: boolean }
> = {
  primary: {
    card: "on-dark bg-gradient-to-b from-brand-700 to-brand-950 border-brand-700 shadow-pop lg:-my-4",
    title: "text-white",
    text: "text-brand-100",
    check: "bg-white/15 text-white",
    dark: true,
  },
  secondary: {
    card: "bg-white border-ink-200 shadow-card",
    title: "text-ink-950",
    text: "text-ink-600",
    check: "bg-brand-50 text-brand-700",
    dark: false,
  },
  tertiary: {
    card: "bg-ink-50 border-ink-200 shadow-card",
    title: "text-ink-950",
    text: "text-ink-600",
    check: "bg-accent-100 text-accent-700",
    dark: false,
  },
};

/**
 * Startup, Premium and Business+ website packages with their feature lists, as the team published them
 * for the page (the "pricing" content; its preview too). A price shows only when the team gave one.
 */
export function PricingTiers({ packages }: { packages: PricingTier[] }) {
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {packages.map((pkg) => {
        const s = styles[pkg.bgType];
        return (
          <li
            key={pkg.title}
            data-testid="pricing-tier"
            className={`relative flex flex-col rounded-3xl border p-8 ${s.card}`}
          >
            {pkg.bgType === "primary" ? (
              <p className="absolute -top-3 left-8 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                Most popular
              </p>
            ) : null}
            <h3 className={`text-2xl font-bold ${s.title}`}>{pkg.title}</h3>
            <p className={`mt-2 leading-7 ${s.text}`}>{pkg.tagline}</p>
            {pkg.price !== null ? (
              <p className={`mt-4 text-3xl font-bold ${s.title}`} data-testid="pricing-tier-price">
                <span className={`text-base font-semibold ${s.text}`}>From </span>
                {formatPrice(pkg.price)}
              </p>
            ) : null}
            <p className={`mt-4 text-sm font-semibold ${s.dark ? "text-white" : "text-brand-700"}`}>
              {pkg.timeline}
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-current/10 pt-6">
              {pkg.features.map((f) => (
                <li key={f.title} className="flex gap-3">
                  <span
                    className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${s.check}`}
                  >
                    <CheckIcon className="size-4" />
                  </span>
                  <span className={`leading-7 ${s.dark ? "text-white" : "text-ink-800"}`}>{f.title}</span>
                </li>
              ))}
            </ul>
            <BookingButton variant={s.dark ? "inverse" : "primary"} className="mt-8 w-full" icon={false}>
              Get a {pkg.title} quote
            </BookingButton>
          </li>
        );
      })}
    </ul>
  );
}
