import type { SeedCategory } from "./types";

/** Ids are stable: posts refer to them, and the blog filter puts them in URLs (?categories=1,4). */
export const CATEGORY = {
  softwareDevelopment: 1,
  digitalTransformation: 2,
  uxDesign: 3,
  telecomVoip: 4,
  devopsCloud: 5,
  qualityAssurance: 6,
  healthcareTech: 7,
  fintech: 8,
  legalTech: 9,
  outreachAutomation: 10,
} as const;

export const categories: SeedCategory[] = [
  { id: CATEGORY.softwareDevelopment, name: "Software Development" },
  { id: CATEGORY.digitalTransformation, name: "Digital Transformation" },
  { id: CATEGORY.uxDesign, name: "UI/UX Design" },
  { id: CATEGORY.telecomVoip, name: "Telecom & VoIP" },
  { id: CATEGORY.devopsCloud, name: "DevOps & Cloud" },
  { id: CATEGORY.qualityAssurance, name: "Quality Assurance" },
  { id: CATEGORY.healthcareTech, name: "Healthcare Tech" },
  { id: CATEGORY.fintech, name: "Fintech" },
  { id: CATEGORY.legalTech, name: "Legal Tech" },
  { id: CATEGORY.outreachAutomation, name: "Outreach Automation" },
];
