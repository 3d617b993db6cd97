import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("aiopa");

export default function AiopaCaseStudyPage() {
  return <CaseStudyPage slug="aiopa" />;
}
