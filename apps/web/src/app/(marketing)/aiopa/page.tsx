import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const metadata = caseStudyMetadata("aiopa");

export default function AiopaCaseStudyPage() {
  return <CaseStudyPage slug="aiopa" />;
}
