import { Image } from "@/components/ui/image";
import type { CaseStudy } from "@site/contract";
import { buttonClasses } from "@/components/ui/button";

/** A wide card that points from a service or industry page to its best case study. */
export function CaseStudyTeaser({ study }: { study: CaseStudy }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card lg:grid-cols-2">
      <div className="aspect-[8/5] bg-ink-100 lg:aspect-auto">
        <Image src={study.image} alt="" width={640} height={400} className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-col justify-center p-8 sm:p-10">
        <Image
          src={study.logo}
          alt={study.client}
          width={170}
          height={48}
          className="h-9 w-auto self-start"
        />
        <h3 className="mt-6 text-2xl font-bold">{study.headline}</h3>
        <p className="mt-3 leading-7 text-ink-600">{study.cardSubTitle}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {study.results.slice(0, 2).map((r) => (
            <div key={r.title} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-600">{r.subTitle}</dt>
              <dd className="font-display text-2xl font-bold text-brand-700">{r.title}</dd>
            </div>
          ))}
        </dl>
        <a
          href={study.path}
          className={buttonClasses({ variant: "secondary", className: "mt-8 self-start" })}
        >
          Read the {study.client} case study
        </a>
      </div>
    </article>
  );
}
