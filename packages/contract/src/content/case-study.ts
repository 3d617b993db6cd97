/**
 * Case studies as the team edits them (issue 21): the kind "case-study", one entry per case study, its key
 * the project's slug. The spec names six projects (§1: RxPost, Centralive, AIOPA, UniVoip, Valleyhill,
 * Servativ), each with its own page (§2), so the keys are that fixed set and each key's path is fixed
 * (CASE_STUDY_PATHS). The home page shows the cards whose `allowShow` is on (§3 Case-study card), and the
 * spec fixes 6 of them: publishing refuses a change that would show another number.
 */
import { z } from "zod";
import type { CaseStudyCard } from "../entities";
import {
  contentImage,
  contentList,
  contentName,
  contentText,
  field,
  resultContentSchema,
  titledTextSchema,
} from "./fields";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES } from "./messages";

/** Each case study's page, by key (UniVoip's is /voip, as the spec's route table has it). */
export const CASE_STUDY_PATHS = {
  rxpost: "/rxpost",
  centralive: "/centralive",
  aiopa: "/aiopa",
  univoip: "/voip",
  valleyhill: "/valleyhill",
  servativ: "/servativ",
} as const;
export type CaseStudyKey = keyof typeof CASE_STUDY_PATHS;
/** Each case study's name in the team's area: its client's. */
const CASE_STUDY_LABELS: Record<CaseStudyKey, string> = {
  rxpost: "RxPost",
  centralive: "Centralive",
  aiopa: "AIOPA",
  univoip: "UniVoip",
  valleyhill: "Valleyhill",
  servativ: "Servativ",
};
export const CASE_STUDY_KEYS = Object.keys(CASE_STUDY_PATHS) as CaseStudyKey[];

export const isCaseStudyKey = (key: string): key is CaseStudyKey => Object.hasOwn(CASE_STUDY_PATHS, key);

/** The client's quote on a case study's page (optional). */
export const caseStudyQuoteContentSchema = z.object({
  text: contentText("the quote", 600),
  name: contentName("the person's name", 80),
  position: contentText("the person's position", 120),
});

/** A case study's page and its card (§3 Case-study card: title, subTitle, link, image, allowShow). */
export const caseStudyContentSchema = z.object({
  client: contentText("the client's name", 80),
  logo: contentImage("the logo's path"),
  /** The card's picture and the page's product screens. */
  image: contentImage("the image's path"),
  /** The page's title ("RxPost Case Study"). */
  title: contentText("the page's title", 120),
  cardTitle: field(contentText("the card's title", 80), { label: "Card title" }),
  cardSubTitle: field(contentText("the card's text", 200), { label: "Card text" }),
  /** Shown among the home page's case-study cards (the spec fixes 6 shown). */
  allowShow: field(z.boolean({ error: "Say whether the home page shows this case study" }), {
    label: `Show on the home page (the spec fixes ${HOME_COUNTS.caseStudies} case studies there)`,
    widget: "toggle",
  }),
  industry: contentText("the industry", 80),
  services: contentList(contentText("the service", 80), "service", 12),
  duration: contentText("the timeline", 80),
  delivered: contentText("what was delivered", 160),
  headline: contentText("the headline", 160),
  summary: contentText("the summary", 1200),
  /** Where things stood: paragraphs. */
  challenge: contentList(contentText("the paragraph", 1200), "paragraph", 6),
  approach: contentList(titledTextSchema, "step", 10),
  features: contentList(titledTextSchema, "feature", 9),
  results: contentList(resultContentSchema, "result", 6),
  stack: contentList(contentText("the tool", 60), "tool", 30),
  quote: caseStudyQuoteContentSchema.optional(),
});
export type CaseStudyContent = z.infer<typeof caseStudyContentSchema>;
/** A case study as the site renders it: its content, its slug and its page. */
export type CaseStudy = CaseStudyContent & { slug: string; path: string };

/** The card (§3) of a case study, linking to its page. */
export const caseStudyCard = (c: CaseStudy): CaseStudyCard => ({
  title: c.cardTitle,
  subTitle: c.cardSubTitle,
  link: c.path,
  image: c.image,
  allowShow: c.allowShow,
});

/** A case study as the site renders it, from its key and content. */
export const caseStudyOf = (slug: string, content: CaseStudyContent): CaseStudy => ({
  slug,
  path: isCaseStudyKey(slug) ? CASE_STUDY_PATHS[slug] : `/${slug}`,
  ...content,
});

export const caseStudyKind = defineContentKind("case-study", {
  label: "Case studies",
  description:
    "Each case study's page and its card (the home page's case studies, the other case studies, the teasers on service and industry pages).",
  schema: caseStudyContentSchema,
  entries: Object.fromEntries(
    CASE_STUDY_KEYS.map((key) => [key, { label: CASE_STUDY_LABELS[key], address: CASE_STUDY_PATHS[key] }]),
  ),
  countNote: `The spec fixes ${HOME_COUNTS.caseStudies} case studies on the home page: publishing needs exactly ${HOME_COUNTS.caseStudies} shown there.`,
  publishRule: (entries) => {
    const shown = entries.filter((e) => (e.data as CaseStudyContent).allowShow).length;
    return shown === HOME_COUNTS.caseStudies ? null : MARKETING_MESSAGES.caseStudiesCount(shown);
  },
  preview: "CaseStudyView",
  pageName: "Case study",
});
