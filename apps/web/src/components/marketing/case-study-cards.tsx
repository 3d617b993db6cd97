import { Image } from "@/components/ui/image";
import type { CaseStudyCard } from "@site/contract";
import { CAROUSEL } from "@site/contract";
import { Carousel } from "./carousel.client";
import { ArrowRightIcon } from "./icons";

function Card({ card }: { card: CaseStudyCard }) {
  return (
    <article className="group card card-lift overflow-hidden shadow-card" data-testid="case-study-card">
      <div className="aspect-[8/5] overflow-hidden bg-ink-100">
        <Image
          src={card.image}
          alt=""
          width={640}
          height={400}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold">
          <a href={card.link} className="card-link">
            {card.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 leading-7 text-ink-600">{card.subTitle}</p>
        <span className="more-link mt-5">
          Read the case study <ArrowRightIcon className="more-arrow" />
        </span>
      </div>
    </article>
  );
}

/**
 * Case-study cards in a carousel with 32 px spacing and clickable pagination (spec §9). `label` names the
 * carousel where two are on one page (the team's preview).
 */
export function CaseStudyCards({
  cards,
  label = "Case study cards",
}: {
  cards: CaseStudyCard[];
  label?: string;
}) {
  const visible = cards.filter((c) => c.allowShow);
  return (
    <Carousel
      label={label}
      name="case-studies"
      slides={visible.map((card) => (
        <Card key={card.link} card={card} />
      ))}
      slideWidths="*:basis-full md:*:basis-1/2 lg:*:basis-1/3"
      gap={CAROUSEL.caseStudies.spaceBetween}
      loop={false}
      dots
    />
  );
}
