import { CaseStudyPage, caseStudyMetadata } from "@/components/marketing/case-study-page";

export const generateMetadata = () => caseStudyMetadata("valleyhill");

export default function ValleyhillCaseStudyPage() {
  return <CaseStudyPage slug="valleyhill" />;
}
