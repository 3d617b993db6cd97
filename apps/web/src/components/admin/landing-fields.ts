import type { LandingPage } from "@site/contract";
import type { CopyField, CopyGroup } from "./copy-editor.client";

/** How each landing page's copy is edited: its fields in groups, in the page's order. */
type LandingGroup = CopyGroup;
type LandingField = CopyField;

const hero = (legend = "Hero"): LandingGroup => ({
  legend,
  fields: [
    { type: "text", path: "eyebrow", label: "Eyebrow" },
    { type: "text", path: "title", label: "Headline" },
    { type: "text", path: "intro", label: "Introduction", multiline: true },
  ],
});

const heading = (section: string): LandingField[] => [
  { type: "text", path: `headings.${section}.eyebrow`, label: "Eyebrow" },
  { type: "text", path: `headings.${section}.title`, label: "Title" },
];

const titled: [string, string, boolean][] = [
  ["title", "Title", false],
  ["text", "Text", true],
];
const figures: [string, string, boolean][] = [
  ["title", "Figure", false],
  ["subTitle", "Meaning", false],
];

export const LANDING_FIELDS: Record<LandingPage, LandingGroup[]> = {
  campaign: [
    hero(),
    {
      legend: "Offer (beside the headline)",
      fields: [
        { type: "text", path: "offerTitle", label: "Offer title" },
        { type: "lines", path: "offer", label: "Offer lines" },
      ],
    },
    {
      legend: "Proof",
      fields: [...heading("proof"), { type: "items", path: "proof", label: "Results", fields: figures }],
    },
  ],
  "fast-mvp": [
    hero(),
    {
      legend: "Results (beside the headline)",
      fields: [{ type: "items", path: "results", label: "Results", fields: figures }],
    },
    {
      legend: "Timeline",
      fields: [...heading("timeline"), { type: "steps", path: "steps", label: "Steps" }],
    },
    {
      legend: "Included",
      fields: [
        ...heading("included"),
        { type: "items", path: "included", label: "Inclusions", fields: titled },
      ],
    },
    { legend: "Example", fields: heading("example") },
    {
      legend: "Call to action",
      fields: [
        { type: "text", path: "ctaTitle", label: "Call to action title" },
        { type: "text", path: "ctaText", label: "Call to action text", multiline: true },
      ],
    },
  ],
  "ux-review": [
    hero(),
    {
      legend: "What we review",
      fields: [...heading("checks"), { type: "items", path: "checks", label: "Checks", fields: titled }],
    },
    {
      legend: "What you receive",
      fields: [...heading("deliverables"), { type: "steps", path: "deliverables", label: "Deliverables" }],
    },
    {
      legend: "Request form",
      fields: [
        { type: "text", path: "formTitle", label: "Form title" },
        { type: "text", path: "formIntro", label: "Form introduction", multiline: true },
      ],
    },
  ],
  "free-leads": [
    hero(),
    {
      legend: "Outcomes (beside the headline)",
      fields: [{ type: "items", path: "outcomes", label: "Outcomes", fields: figures }],
    },
    {
      legend: "Findings",
      fields: [
        ...heading("findings"),
        { type: "items", path: "findings", label: "Findings", fields: titled },
      ],
    },
    {
      legend: "Booking",
      fields: [
        ...heading("book"),
        { type: "text", path: "bookText", label: "Booking text", multiline: true },
      ],
    },
  ],
  system: [
    hero(),
    { legend: "Agenda", fields: [...heading("agenda"), { type: "steps", path: "agenda", label: "Agenda" }] },
  ],
  products: [
    {
      legend: "Hero",
      fields: [
        { type: "text", path: "title", label: "Headline" },
        { type: "text", path: "intro", label: "Introduction", multiline: true },
      ],
    },
    {
      legend: "Products",
      fields: [
        { type: "text", path: "listTitle", label: "List title" },
        {
          type: "items",
          path: "items",
          label: "Products (path: the product's page, e.g. /products/business-accelerator)",
          fields: [
            ["title", "Name", false],
            ["href", "Path", false],
            ["text", "Text", true],
          ],
        },
      ],
    },
  ],
  "business-accelerator": [
    hero(),
    {
      legend: "Benefits",
      fields: [
        ...heading("benefits"),
        {
          type: "items",
          path: "benefits",
          label: "Benefits (icon: magnet, chart, users or mail)",
          fields: [
            ["title", "Benefit", false],
            ["icon", "Icon", false],
            ["text", "Text", true],
          ],
        },
      ],
    },
    {
      legend: "Packages",
      fields: [
        ...heading("packages"),
        { type: "text", path: "packagesText", label: "Packages text", multiline: true },
      ],
    },
    {
      legend: "How it works",
      fields: [...heading("process"), { type: "steps", path: "steps", label: "Steps" }],
    },
    {
      legend: "Projects carousel",
      fields: [
        ...heading("projects"),
        {
          type: "items",
          path: "projects",
          label: "Projects",
          fields: [
            ["title", "Project", false],
            ["imageUrl", "Image", false],
          ],
        },
      ],
    },
  ],
};
