import type { ServicePage } from "@site/contract";
import { servicePath } from "@site/contract";
import { ArrowRightIcon, ServiceIcon } from "./icons";

/** A grid of service cards linking to their pages. */
export function ServiceCards({ services, columns = 4 }: { services: ServicePage[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {services.map((service) => (
        <li key={service.slug} data-testid="service-card">
          <article className="group card card-lift p-6 hover:border-brand-200">
            <span className="icon-badge">
              <ServiceIcon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">
              <a href={servicePath(service.slug)} className="card-link">
                {service.title}
              </a>
            </h3>
            <p className="mt-2 flex-1 text-[0.9375rem] leading-7 text-ink-600">{service.summary}</p>
            <span className="more-link mt-5 gap-1.5">
              Learn more <ArrowRightIcon className="more-arrow" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
