import { Image } from "@/components/ui/image";
import type { CustomerQuote } from "@site/contract";
import { QuoteIcon } from "./icons";

/** A testimonial: the quote, the person and their company's logo. */
export function QuoteCard({ quote, large = false }: { quote: CustomerQuote; large?: boolean }) {
  return (
    <figure className="card p-7 shadow-card">
      <div className="flex items-start justify-between gap-4">
        <QuoteIcon className="size-8 text-brand-200" />
        <Image src={quote.logo} alt={quote.logoAlt} width={150} height={40} className="h-8 w-auto" />
      </div>
      <blockquote className={`mt-4 flex-1 leading-8 text-ink-800 ${large ? "text-lg" : ""}`}>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-ink-100 pt-5">
        <Image src={quote.image} alt="" width={48} height={48} className="size-12 rounded-full" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink-950">{quote.name}</p>
          <p className="text-sm text-ink-600">{quote.position}</p>
        </div>
      </figcaption>
    </figure>
  );
}
