import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("servativ");

export default function ServativCaseStudyPage() {
  return <CaseStudyPage slug="servativ" />;
}
