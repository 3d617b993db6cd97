import { bannerPath, type BannerTag } from "@site/contract";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "./icons";

type Promo = { eyebrow: string; title: string; text: string; cta: string };

/** One offer per banner tag (spec §2); the link target comes from the contract's mapping. */
const PROMOS: Record<BannerTag, Promo> = {
  "software development": {
    eyebrow: "Software development",
    title: "Have a product that needs building, not just planning?",
    text: "Our senior engineers turn rough requirements into a working, tested release, with a roadmap you can hold us to.",
    cta: "Explore software development",
  },
  "digital transformation": {
    eyebrow: "Digital transformation",
    title: "Still running the business on spreadsheets and email threads?",
    text: "We map the work you do today and replace the slow parts with systems your team will actually use.",
    cta: "Explore digital transformation",
  },
  "ui/ux design": {
    eyebrow: "Product design",
    title: "Make the first five minutes of your product feel obvious",
    text: "Research, flows and interface design that cut support tickets and lift conversion, tested with real users.",
    cta: "Explore product design",
  },
  voip: {
    eyebrow: "Telecom",
    title: "Building VoIP, SIP or Teams calling into your platform?",
    text: "We have shipped carrier portals, number provisioning and direct routing for telecom teams since 2016.",
    cta: "See our telecom work",
  },
  devops: {
    eyebrow: "DevOps",
    title: "Release on a Tuesday afternoon without holding your breath",
    text: "Pipelines, infrastructure as code and observability that make every deploy small, visible and reversible.",
    cta: "Explore DevOps solutions",
  },
  "quality assurance": {
    eyebrow: "Quality assurance",
    title: "Catch the bug before your customers write in about it",
    text: "Test strategy, automation and release checks sized to your product, from first MVP to regulated platform.",
    cta: "Explore quality assurance",
  },
  outreach: {
    eyebrow: "Outreach automation",
    title: "Fill the pipeline without adding headcount",
    text: "Sequenced, personal outreach that runs itself and reports honestly on what converts.",
    cta: "Explore outreach automation",
  },
  healthcare: {
    eyebrow: "Healthcare",
    title: "Software for care teams, built with HIPAA in mind from day one",
    text: "Patient portals, clinical-trial platforms and pharmacy tools that pass audits and still feel simple.",
    cta: "See our healthcare work",
  },
  financial: {
    eyebrow: "Financial services",
    title: "Fintech that your compliance team signs off on",
    text: "Secure, auditable platforms for lenders, advisers and payment teams, with the reporting regulators expect.",
    cta: "See our financial work",
  },
  legal: {
    eyebrow: "Legal",
    title: "Give your firm back the hours lost to manual document work",
    text: "Case management, intake and document automation built around how legal teams really work.",
    cta: "See our legal work",
  },
};

/** The promotional banner a post's banner_tag chooses; nothing for an unknown or empty tag. */
export function PromoBanner({ tag }: { tag: string | null }) {
  const href = bannerPath(tag);
  if (!href || !tag) return null;
  const promo = PROMOS[tag.trim().toLowerCase() as BannerTag];
  return (
    <aside
      aria-label="From our services"
      data-testid="promo-banner"
      className="on-dark relative overflow-hidden rounded-[1.25rem] bg-ink-950 px-6 py-8 text-white sm:px-10 sm:py-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(circle,rgb(74_114_245/0.55),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-28 -left-16 size-64 rounded-full bg-[radial-gradient(circle,rgb(228_87_46/0.35),transparent_70%)]"
      />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between md:gap-10">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-accent-400 uppercase">{promo.eyebrow}</p>
          <p className="mt-2 font-display text-2xl leading-tight font-semibold text-white">{promo.title}</p>
          <p className="mt-3 text-ink-300">{promo.text}</p>
        </div>
        <a
          href={href}
          className={buttonClasses({ variant: "inverse", className: "shrink-0 self-start md:self-auto" })}
        >
          {promo.cta}
          <ArrowRightIcon />
        </a>
      </div>
    </aside>
  );
}
