/** The services as the team edits them: one entry per service page (/services/<key>), its key its slug. */
import { z } from "zod";
import { contentList, contentText, field } from "./fields";
import { faqItemContentSchema, featureItemContentSchema, keyResultContentSchema } from "./items";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES as M } from "./messages";

const text = contentText;
const list = contentList;

export const SERVICE_ICONS = [
  "compass",
  "rocket",
  "pulse",
  "pen",
  "layers",
  "cube",
  "gear",
  "infinity",
  "shield",
  "send",
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const serviceOfferingSchema = z.object({
  title: text("the offering's title", 120),
  text: text("the offering's text", 600),
});
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

/** A service page (/services/<key>); its key is its slug. */
export const serviceContentSchema = z.object({
  /** Short name used in menus, cards and breadcrumbs. */
  title: field(text("the service's name", 80), {
    label: "Name",
    hint: "Used in menus, cards and breadcrumbs.",
  }),
  /** One line for the services grid. */
  summary: text("the summary", 300),
  icon: field(z.enum(SERVICE_ICONS, { error: M.icon }), { label: "Icon", widget: "choice" }),
  headline: text("the headline", 160),
  intro: text("the introduction", 1200),
  offerings: list(serviceOfferingSchema, "offering", 12),
  /** How an engagement runs, step by step. */
  process: list(featureItemContentSchema, "step", 12),
  results: list(keyResultContentSchema, "result", 6),
  stack: list(text("the tool", 60), "tool", 30),
  /** Path of the case study that best shows this service. */
  caseStudy: field(text("the case study's path", 200), { label: "Case study", widget: "link" }).regex(
    /^\/[a-z0-9/-]*$/,
    { error: M.path },
  ),
  faqs: list(faqItemContentSchema, "question", 12),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;
/** A service as the site renders it: its content and its slug. */
export type ServicePage = ServiceContent & { slug: string };

/** A service's public page. */
export const servicePath = (slug: string) => `/services/${slug}`;

export const serviceKind = defineContentKind("service", {
  label: "Services",
  description: "Each service's page: headline, introduction, offerings, process, results, tools and FAQ.",
  schema: serviceContentSchema,
  entries: null,
  address: servicePath,
  countNote: `The home page's grid shows ${HOME_COUNTS.services} of them (spec), chosen in "Home page services"; each has its own page.`,
  starter: (title: string): ServiceContent => ({
    title,
    summary: `What ${title} does for a client, in one line.`,
    icon: "compass",
    headline: title,
    intro: `Introduce ${title}: the problem it solves and for whom.`,
    offerings: [{ title: "First offering", text: "What the client gets, in a sentence or two." }],
    process: [{ index: 1, text: "The first step of an engagement." }],
    results: [{ title: "0%", subTitle: "What the figure measures." }],
    stack: ["A tool"],
    caseStudy: "/case-studies",
    faqs: [{ question: `What is ${title}?`, answer: "Answer the question a client asks first." }],
  }),
  preview: "ServicePageView",
  pageName: "Service",
  noun: "service",
});
