export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
};
export type LegalDocument = {
  title: string;
  description: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
};
