import type { IndustryCard } from "@site/contract";
import { ArrowRightIcon } from "./icons";

const accents = [
  "from-brand-600 to-brand-400",
  "from-accent-600 to-accent-400",
  "from-ink-800 to-ink-600",
  "from-brand-800 to-brand-500",
  "from-accent-700 to-brand-600",
];

/** Industry expertise cards (spec §3: title, description, link). */
export function IndustryCards({ cards }: { cards: IndustryCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        <li key={card.link} data-testid="industry-card">
          <article className="group card card-lift p-7 shadow-card">
            <span
              aria-hidden="true"
              className={`mb-6 block h-1.5 w-14 rounded-full bg-gradient-to-r ${accents[i % accents.length]}`}
            />
            <h3 className="text-xl font-bold">
              <a href={card.link} className="card-link">
                {card.title}
              </a>
            </h3>
            <p className="mt-3 flex-1 leading-7 text-ink-600">{card.description}</p>
            <span className="more-link mt-6">
              Explore {card.title.toLowerCase()} <ArrowRightIcon className="more-arrow" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
