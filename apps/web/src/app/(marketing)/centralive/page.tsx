import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("centralive");

export default function CentraliveCaseStudyPage() {
  return <CaseStudyPage slug="centralive" />;
}
