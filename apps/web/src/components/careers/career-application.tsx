import { PHONE_CODES } from "@/content/phone-codes";
import { DeferredCareerForm } from "./career-form-deferred.client";

/** The application form with its server-built calling-code list (spec §4). */
export function CareerApplication({
  careerId,
  title,
  closed,
}: {
  careerId: number;
  title: string;
  closed: boolean;
}) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="apply-heading" className="text-2xl font-bold">
        Apply for this position
      </h2>
      <p className="mt-2 mb-6 text-[0.9375rem] leading-6 text-ink-600">
        Tell us who you are and attach your resume. We read every application and reply within five working
        days.
      </p>
      <DeferredCareerForm careerId={careerId} jobTitle={title} closed={closed} phoneCodes={PHONE_CODES} />
    </section>
  );
}
