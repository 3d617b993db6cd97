import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("rxpost");

export default function RxpostCaseStudyPage() {
  return <CaseStudyPage slug="rxpost" />;
}
