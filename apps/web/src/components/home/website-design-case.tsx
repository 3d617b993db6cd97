import type { DESIGN_ARTWORK, HomeSectionOf } from "@site/contract";
import { SectionHeading } from "@/components/marketing/section-heading";
import { getHomeSection } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

type StepKey = (typeof DESIGN_ARTWORK)[number];

// Small original diagrams, one per research artefact.
const art: Record<StepKey, React.ReactNode> = {
  personas: (
    <>
      <circle cx="40" cy="38" r="14" fill="#c3d3ff" />
      <path d="M18 78c2-14 11-20 22-20s20 6 22 20z" fill="#4a72f5" />
      <rect x="74" y="28" width="58" height="8" rx="4" fill="#202939" />
      <rect x="74" y="44" width="46" height="6" rx="3" fill="#c3cad9" />
      <rect x="74" y="58" width="52" height="6" rx="3" fill="#c3cad9" />
      <rect x="74" y="72" width="30" height="10" rx="5" fill="#ff9f82" />
    </>
  ),
  journey: (
    <>
      <path
        d="M12 70C36 70 38 30 62 30s26 44 50 44 22-38 36-38"
        fill="none"
        stroke="#4a72f5"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {[
        [12, 70],
        [62, 30],
        [112, 74],
        [148, 36],
      ].map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r="7"
          fill={i === 2 ? "#ff8a66" : "#fff"}
          stroke="#1d3fc4"
          strokeWidth="3"
        />
      ))}
    </>
  ),
  flows: (
    <>
      <rect x="8" y="38" width="36" height="24" rx="6" fill="#dfe8ff" stroke="#4a72f5" strokeWidth="2" />
      <path d="M44 50h16M96 38l16-16M96 62l16 16" stroke="#4a72f5" strokeWidth="2.5" />
      <path d="M78 32l18 18-18 18-18-18z" fill="#fff" stroke="#1d3fc4" strokeWidth="2" />
      <rect x="112" y="10" width="40" height="22" rx="6" fill="#ffe3da" stroke="#e4572e" strokeWidth="2" />
      <rect x="112" y="68" width="40" height="22" rx="6" fill="#dfe8ff" stroke="#4a72f5" strokeWidth="2" />
    </>
  ),
  ia: (
    <>
      <rect x="62" y="8" width="36" height="18" rx="4" fill="#1d3fc4" />
      <path
        d="M80 26v12M28 38h104M28 38v10M80 38v10M132 38v10M80 66v8M62 74h36M62 74v4M98 74v4"
        stroke="#94a0b8"
        strokeWidth="2"
        fill="none"
      />
      <rect x="10" y="48" width="36" height="18" rx="4" fill="#c3d3ff" />
      <rect x="62" y="48" width="36" height="18" rx="4" fill="#c3d3ff" />
      <rect x="114" y="48" width="36" height="18" rx="4" fill="#c3d3ff" />
      <rect x="50" y="78" width="24" height="14" rx="3" fill="#eceff6" stroke="#c3cad9" />
      <rect x="86" y="78" width="24" height="14" rx="3" fill="#eceff6" stroke="#c3cad9" />
    </>
  ),
  wireframes: (
    <>
      <rect
        x="14"
        y="8"
        width="132"
        height="84"
        rx="6"
        fill="#fff"
        stroke="#94a0b8"
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <rect x="24" y="18" width="112" height="22" rx="3" fill="#eceff6" />
      <path d="M24 18l112 22M136 18L24 40" stroke="#c3cad9" />
      <rect x="24" y="48" width="52" height="8" rx="2" fill="#c3cad9" />
      <rect x="24" y="62" width="40" height="6" rx="2" fill="#dce1ec" />
      <rect x="24" y="74" width="28" height="10" rx="5" fill="#4a72f5" />
      <rect x="86" y="48" width="50" height="36" rx="3" fill="#eceff6" />
    </>
  ),
};

/**
 * The website-design case: personas, journey map, user flows, information architecture, wireframes, as
 * the team published it (on the home page and /campaign); left out while the API is down.
 */
export async function WebsiteDesignCase() {
  const content = await getHomeSection("website-design-case").catch(() => null);
  return content ? <WebsiteDesignCaseView websiteDesignCase={content} /> : null;
}

/** The section with the copy given (the team's preview too). */
export function WebsiteDesignCaseView({
  websiteDesignCase,
}: {
  websiteDesignCase: HomeSectionOf<"website-design-case">;
}) {
  return (
    <HomeSection name="website-design-case" labelledBy="website-design-title">
      <div className="container-page">
        <SectionHeading
          id="website-design-title"
          eyebrow={websiteDesignCase.eyebrow}
          title={websiteDesignCase.title}
          intro={websiteDesignCase.intro}
        />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {websiteDesignCase.steps.map((step, i) => (
            <li
              key={step.key}
              data-testid="design-step"
              className="flex flex-col rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card"
            >
              <div className="flex aspect-[8/5] items-center justify-center rounded-xl bg-ink-50">
                <svg viewBox="0 0 160 100" className="h-auto w-full max-w-[180px]" aria-hidden="true">
                  {art[step.key]}
                </svg>
              </div>
              <p className="mt-5 text-sm font-semibold text-accent-600">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </HomeSection>
  );
}
