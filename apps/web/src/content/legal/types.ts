export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
  /** Sources and licences the section names, listed as links after its text. */
  links?: { label: string; href: string }[];
};
export type LegalDocument = {
  title: string;
  description: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
};
