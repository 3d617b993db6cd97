import { siteConfig } from "@/config/site";

const PERKS = [
  "Small senior teams: you work directly with clients and own what you ship.",
  "Remote-friendly, with a studio in Laguna Hills for the days you want company.",
  "A yearly learning budget, conference time and paid certification exams.",
  "Health, dental and vision cover, and a 401(k) with a company match for U.S. staff.",
];

/** The fixed "about us" text every career page shows under the job description (spec §2). */
export function CompanyText() {
  const years = new Date().getFullYear() - siteConfig.foundingYear;
  return (
    <section aria-labelledby="about-company" className="rounded-card bg-ink-50 p-6 sm:p-8">
      <h2 id="about-company" className="text-2xl font-bold">
        Working at {siteConfig.name}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">
        <p>
          {siteConfig.name} is a custom software development company based in Laguna Hills, California. For
          more than {years} years we have designed, built and run web platforms, MVPs and enterprise systems
          for healthcare, telecom, legal, e-commerce and financial teams, from first sketch to the release
          that pays for itself.
        </p>
        <p>
          We keep teams small and close to the people who use the software. Engineers, designers and QA work
          side by side, review each other&apos;s work and talk to clients every week, so good ideas travel
          fast and nobody builds in the dark.
        </p>
      </div>
      <ul className="mt-5 grid gap-3 text-[0.9375rem] leading-6 text-ink-800">
        {PERKS.map((perk) => (
          <li key={perk} className="flex gap-3">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true">
              <circle cx="10" cy="10" r="8.5" fill="currentColor" opacity="0.12" />
              <path
                d="m6.5 10.3 2.4 2.4 4.6-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {perk}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm leading-6 text-ink-600">
        {siteConfig.name} is an equal opportunity employer. We welcome applicants of every background and
        consider every application on its merits.
      </p>
    </section>
  );
}
