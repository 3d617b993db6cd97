import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ContactForm } from "@/components/contact/contact-form.client";
import { ContactTiles } from "@/components/contact/contact-tiles";
import { formAttribution, type PageQuery } from "@/lib/forms/attribution";
import { formOutcome } from "@/lib/forms/flash";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

const PATH = "/contact";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/contact");

const NEXT_STEPS = [
  { title: "We read your message", text: "A senior engineer, not a bot, reads it the same day." },
  { title: "We reply within a day", text: "With questions, first thoughts and times for a short call." },
  { title: "We scope it together", text: "A 30-minute call to agree on goals, budget and a first plan." },
];

export default async function ContactPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [outcome, attribution] = await Promise.all([
    formOutcome("contact"),
    searchParams.then((params) => formAttribution(PATH, params)),
  ]);
  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-8 pb-12 sm:pb-14">
          <Breadcrumbs pathname={PATH} />
          <p className="eyebrow mt-10">Contact</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">
            Let&apos;s talk about your project
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">
            Whether you have a detailed brief or a rough idea, tell us where you are. We will answer with
            honest advice on the fastest way to get there.
          </p>
          <ContactTiles className="mt-10 md:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="contact-form-heading" className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
          <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-[0.9375rem] leading-6 text-ink-600">
              Fields marked (Required) are needed to reply to you. Your details are used only to answer this
              message.
            </p>
            <ContactForm outcome={outcome} attribution={attribution} />
          </div>
          <aside aria-labelledby="next-steps" className="lg:pt-8">
            <h2 id="next-steps" className="text-xl font-bold">
              What happens next
            </h2>
            <ol className="mt-5 space-y-5">
              {NEXT_STEPS.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-950 font-display text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-ink-950">{step.title}</p>
                    <p className="mt-1 text-[0.9375rem] leading-6 text-ink-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </section>
    </>
  );
}
