/**
 * Industries as the team edits them (issue 21): the kind "industry", one entry per industry, its key the
 * slug of its page (/industry/<key>). The spec names five industries (§1, §2: healthcare, telecom, legal,
 * e-commerce, financial), each with its route and menu link, so the keys are that fixed set; the home
 * page shows the first three in the team's order (§9).
 */
import { z } from "zod";
import type { IndustryCard } from "../entities";
import {
  contentList,
  contentPath,
  contentText,
  field,
  labelOf,
  resultContentSchema,
  titledTextSchema,
} from "./fields";
import { defineContentKind } from "./kind";
import { HOME_COUNTS } from "./messages";

/** The spec's industries, in its order (menu, footer, /industry). */
export const INDUSTRY_KEYS = ["healthcare", "telecom", "legal", "e-commerce", "financial"] as const;
export type IndustryKey = (typeof INDUSTRY_KEYS)[number];

/** An industry's page (/industry/<key>) and its card (§3 Industry card: title, description; the link is its key's page). */
export const industryContentSchema = z.object({
  /** The industry's name: the card's title, the breadcrumb and the page's title. */
  title: field(contentText("the industry's name", 60), {
    label: "Name",
    hint: "The card's title, the breadcrumb and the page's title.",
  }),
  /** The card's text. */
  description: field(contentText("the card's description", 300), {
    label: "Card description",
    hint: "On the industry's card (/industry, the home page, other industries' pages).",
    widget: "textarea",
  }),
  headline: contentText("the headline", 160),
  intro: contentText("the introduction", 1200),
  challenges: contentList(titledTextSchema, "challenge", 9),
  solutions: contentList(titledTextSchema, "solution", 9),
  /** "Built to the standards of": one line each. */
  compliance: field(contentList(contentText("the standard", 120), "standard", 12), {
    label: "Built to the standards of",
  }),
  results: contentList(resultContentSchema, "result", 6),
  /** Path of the case study shown on the page ("/centralive"). */
  caseStudy: field(contentPath("the case study's path"), {
    label: "Case study",
    hint: "The path of the case study shown on the page, e.g. /centralive.",
  }),
});
export type IndustryContent = z.infer<typeof industryContentSchema>;
/** An industry as the site renders it: its content, its slug and its page. */
export type IndustryPage = IndustryContent & { slug: string; link: string };

export const industryPath = (slug: string) => `/industry/${slug}`;

/** The card (§3) of an industry page. */
export const industryCard = (i: IndustryPage): IndustryCard => ({
  title: i.title,
  description: i.description,
  link: i.link,
});

export const industryKind = defineContentKind("industry", {
  label: "Industries",
  description:
    "Each industry's page (/industry/<key>) and its card on /industry and the home page: headline, introduction, challenges, solutions, standards, results and case study.",
  schema: industryContentSchema,
  entries: Object.fromEntries(
    INDUSTRY_KEYS.map((key) => [key, { label: labelOf(key), address: industryPath(key) }]),
  ),
  countNote: `The spec names ${INDUSTRY_KEYS.length} industries, each with its page; the home page shows the first ${HOME_COUNTS.industries} in this order.`,
  preview: "IndustryPageView",
  pageName: "Industry",
});
