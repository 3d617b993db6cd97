import { CampaignBanner } from "@/components/home/campaign-banner";
import { CaseStudiesSection } from "@/components/home/case-studies-section";
import { ClientsCarouselSection } from "@/components/home/clients-carousel-section";
import { CustomerQuotesSection } from "@/components/home/customer-quotes-section";
import { FaqSection } from "@/components/home/faq-section";
import { FounderVideoSection } from "@/components/home/founder-video-section";
import { HeroSection } from "@/components/home/hero-section";
import { IndustriesSection } from "@/components/home/industries-section";
import { KeyResultsSection } from "@/components/home/key-results-section";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { OurWorkSection } from "@/components/home/our-work-section";
import { ServicesSection } from "@/components/home/services-section";
import { TeamSection } from "@/components/home/team-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { WebsiteDesignCase } from "@/components/home/website-design-case";
import { WhyChooseUsSection } from "@/components/home/why-choose-us-section";
import { WorkStripSection } from "@/components/home/work-strip-section";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/");

/** The home page, its sections in the spec's order (§1). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <FounderVideoSection />
      <ClientsCarouselSection />
      <OurWorkSection />
      <ServicesSection />
      <TestimonialsSection />
      <TeamSection />
      <FaqSection />
      <CampaignBanner />
      <WebsiteDesignCase />
      <WorkStripSection />
      <CaseStudiesSection />
      <IndustriesSection />
      <WhyChooseUsSection />
      <KeyResultsSection />
      <CustomerQuotesSection />
      <NewsletterSection page="/" />
    </>
  );
}
