import type { ServicePage } from "@site/contract";
import { servicePath } from "@site/contract";
import { ArrowRightIcon, ServiceIcon } from "./icons";

/** A grid of service cards linking to their pages. */
export function ServiceCards({ services, columns = 4 }: { services: ServicePage[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {services.map((service) => (
        <li key={service.slug} data-testid="service-card">
          <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-pop">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
              <ServiceIcon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">
              <a href={servicePath(service.slug)} className="after:absolute after:inset-0">
                {service.title}
              </a>
            </h3>
            <p className="mt-2 flex-1 text-[0.9375rem] leading-7 text-ink-600">{service.summary}</p>
            <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
              Learn more <ArrowRightIcon className="size-4 transition group-hover:translate-x-1" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
