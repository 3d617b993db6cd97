import type { WORK_BOX_BACKGROUNDS, WorksContent } from "@site/contract";
import { CheckList } from "@/components/marketing/check-list";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { Image } from "@/components/ui/image";

/**
 * A box's background: the contract's choices, written out here so that the stylesheet has each class
 * (the classes are found in the site's own source; content read from the API is not).
 */
const BACKGROUNDS: Record<(typeof WORK_BOX_BACKGROUNDS)[number], string> = {
  "bg-amber-50": "bg-amber-50",
  "bg-blue-50": "bg-blue-50",
  "bg-cyan-50": "bg-cyan-50",
  "bg-emerald-50": "bg-emerald-50",
  "bg-fuchsia-50": "bg-fuchsia-50",
  "bg-green-50": "bg-green-50",
  "bg-indigo-50": "bg-indigo-50",
  "bg-lime-50": "bg-lime-50",
  "bg-orange-50": "bg-orange-50",
  "bg-rose-50": "bg-rose-50",
  "bg-sky-50": "bg-sky-50",
  "bg-slate-100": "bg-slate-100",
  "bg-teal-50": "bg-teal-50",
  "bg-violet-50": "bg-violet-50",
};

/** /about/works' projects, one box per client, each its section's id (the strip's logos lead there). */
export function WorkBoxes({ projects }: { projects: WorksContent["projects"] }) {
  return (
    <section aria-label="Projects" className="bg-ink-50 py-16">
      <ul className="container-page flex flex-col gap-8">
        {projects.map((box) => (
          <li key={box.id} id={box.id} data-testid="work-box" className="scroll-mt-4">
            <article
              className={`grid gap-8 rounded-3xl border border-ink-200 p-8 sm:p-10 lg:grid-cols-[0.9fr_1.1fr] ${BACKGROUNDS[box.bgColorClassName]}`}
            >
              <div>
                <Image src={box.logo} alt="" width={200} height={48} className="h-10 w-auto" />
                <h2 className="mt-6 text-2xl font-bold sm:text-3xl">{box.title}</h2>
                <p className="mt-2 text-lg font-semibold text-ink-700">{box.shortDescription}</p>
                {box.caseStudyPath ? (
                  <a
                    href={box.caseStudyPath}
                    className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
                  >
                    Read the case study <ArrowRightIcon className="size-4" />
                  </a>
                ) : null}
              </div>
              <div>
                <p className="leading-7 text-ink-700">{box.description}</p>
                <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-600 uppercase">Solutions</h3>
                <CheckList items={box.solutions} className="mt-3" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
