/** The §3 entity types come from the contract; content modules import them from here. */
export type {
  CaseStudyCard,
  CustomerQuote,
  FaqItem,
  FeatureItem,
  IndustryCard,
  KeyResultItem,
  Project,
  ServicePage,
  WebsitePackageCard,
  WorkBoxCard,
  WorkItem,
} from "@site/contract";
