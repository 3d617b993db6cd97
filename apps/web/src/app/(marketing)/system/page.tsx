import type { Metadata } from "next";
import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { systemPage } from "@/content/landing";

// Hidden from indexing (spec §6). Its booking popup uses the system scheduler: the booking provider
// picks SCHEDULER_URL_SYSTEM on this path.
export const metadata: Metadata = {
  title: "System walkthrough",
  description: systemPage.intro,
  robots: { index: false, follow: false },
};

export default function SystemPage() {
  return (
    <>
      <PageHero
        pathname="/system"
        crumbTitle="System walkthrough"
        eyebrow={systemPage.eyebrow}
        title={systemPage.title}
        intro={systemPage.intro}
        actions={<BookingButton size="lg">Book a system walkthrough</BookingButton>}
      />
      <ContentSection id="agenda" eyebrow="Agenda" title="What we will cover in 30 minutes">
        <NumberedSteps items={systemPage.agenda} />
        <div className="mt-12">
          <BookingButton size="lg">Choose a time</BookingButton>
        </div>
      </ContentSection>
    </>
  );
}
