import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("univoip");

export default function VoipCaseStudyPage() {
  return <CaseStudyPage slug="univoip" />;
}
