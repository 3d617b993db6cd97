/**
 * Works as the team edits them (issue 21): the kind "works", one fixed entry, "portfolio", holding the
 * home page's our-work carousel (§3 Work item: image, logo, title, description; the spec fixes 3 works)
 * and /about/works, one box per client (§3 Work box card: id, title, logo, shortDescription, description,
 * caseStudyPath, solutions, bgColorClassName). A box's id is its section's HTML id, the one a logo of
 * the work-navigation strip leads to (the strip's logo with the same key), so ids are unique.
 */
import { z } from "zod";
import type { WorkBoxCard, WorkItem } from "../entities";
import { contentImage, contentList, contentPath, contentText, field } from "./fields";
import { defineContentKind } from "./kind";

/** The backgrounds a project's box may have (the site's own palette: the page knows these classes). */
export const WORK_BOX_BACKGROUNDS = [
  "bg-amber-50",
  "bg-blue-50",
  "bg-cyan-50",
  "bg-emerald-50",
  "bg-fuchsia-50",
  "bg-green-50",
  "bg-indigo-50",
  "bg-lime-50",
  "bg-orange-50",
  "bg-rose-50",
  "bg-sky-50",
  "bg-slate-100",
  "bg-teal-50",
  "bg-violet-50",
] as const;

/** The number of works the home page's carousel has (spec §1, §9). */
export const OUR_WORK_COUNT = 3;

export const WORKS_MESSAGES = {
  ourWorkCount: (n: number) =>
    `The home page's our-work carousel must have exactly ${OUR_WORK_COUNT} works (the spec fixes ${OUR_WORK_COUNT}); this one has ${n}`,
  background: "Choose one of the backgrounds",
  duplicateBox: "Another project already has this key: each section's key is unique",
  key: "Use lower-case letters, digits and single dashes",
} as const;

/** A work of the home page's carousel (§3 Work item). */
export const workItemContentSchema = z.object({
  image: contentImage("the image's path"),
  logo: contentImage("the logo's path"),
  title: contentText("the title", 120),
  description: contentText("the description", 400),
}) satisfies z.ZodType<WorkItem>;

/** A project's box on /about/works (§3 Work box card). */
export const workBoxContentSchema = z.object({
  id: contentText("the section's key", 60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: WORKS_MESSAGES.key }),
  title: contentText("the client's name", 80),
  logo: contentImage("the logo's path"),
  shortDescription: contentText("the one-line summary", 160),
  description: contentText("the description", 600),
  caseStudyPath: contentPath("the case study's path").optional(),
  solutions: contentList(contentText("the solution", 80), "solution", 8),
  bgColorClassName: z.enum(WORK_BOX_BACKGROUNDS, { error: WORKS_MESSAGES.background }),
}) satisfies z.ZodType<WorkBoxCard>;

/**
 * The works: one entry, "portfolio": the home page's carousel ("ourWork", the spec's 3) and /about/works
 * ("projects", each section's key once).
 */
export const worksContentSchema = z.object({
  ourWork: field(contentList(workItemContentSchema, "work", 12), {
    label: "The home page's our-work carousel",
  }),
  projects: field(contentList(workBoxContentSchema, "project", 40), {
    label: "Projects on /about/works",
    hint: "A project's key is the section the work-navigation strip's logo of that key leads to.",
  }).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: "custom", path: [i, "id"], message: WORKS_MESSAGES.duplicateBox });
      seen.add(item.id);
    });
  }),
});
export type WorksContent = z.infer<typeof worksContentSchema>;

export const worksKind = defineContentKind("works", {
  label: "Works",
  description:
    "The home page's our-work carousel and the projects on /about/works (each project's key is the section the work-navigation strip's logo with that key leads to).",
  schema: worksContentSchema,
  entries: { portfolio: { label: "Works", address: "/about/works" } },
  countNote: `The spec fixes ${OUR_WORK_COUNT} works in the home page's carousel: publishing needs exactly ${OUR_WORK_COUNT}. /about/works shows every project, in this order.`,
  draftCount: () => ({ path: "ourWork", fixed: OUR_WORK_COUNT, what: "works in the carousel" }),
  countMessage: (_key, n) => WORKS_MESSAGES.ourWorkCount(n),
  preview: "OurWorkSectionView",
});
