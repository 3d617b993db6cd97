import type { HomeSectionKey } from "@site/contract";
import type { CopyGroup } from "./copy-editor.client";

/** How each home page section the team edits is laid out in its editor: its fields in the section's order. */
export const HOME_FIELDS: Record<HomeSectionKey, CopyGroup[]> = {
  hero: [
    {
      legend: "Hero",
      fields: [
        { type: "text", path: "eyebrow", label: "Eyebrow" },
        { type: "text", path: "headline", label: "Headline" },
        { type: "text", path: "subtitle", label: "Subtitle", multiline: true },
        { type: "text", path: "bookingLabel", label: "Booking button" },
        { type: "text", path: "secondaryLabel", label: "Second button (to /about/works)" },
        {
          type: "items",
          path: "stats",
          label: "Figures (three)",
          fields: [
            ["value", "Figure", false],
            ["label", "Counts", false],
          ],
        },
        { type: "text", path: "marqueeCaption", label: "Caption above the logos" },
      ],
    },
  ],
  "key-results": [
    {
      legend: "Key results (also on /services)",
      fields: [
        { type: "text", path: "eyebrow", label: "Eyebrow" },
        { type: "text", path: "title", label: "Title" },
        {
          type: "items",
          path: "items",
          label: "Results",
          fields: [
            ["title", "Figure", false],
            ["subTitle", "Meaning", false],
          ],
        },
      ],
    },
  ],
  "why-choose-us": [
    {
      legend: "Why choose us (also on /about)",
      fields: [
        { type: "text", path: "eyebrow", label: "Eyebrow" },
        { type: "text", path: "title", label: "Title" },
        { type: "text", path: "intro", label: "Introduction", multiline: true },
        {
          type: "items",
          path: "items",
          label: "Reasons",
          fields: [
            ["title", "Reason", false],
            ["text", "Text", true],
          ],
        },
      ],
    },
  ],
  "campaign-banner": [
    {
      legend: "Campaign banner (leads to /ux-review)",
      fields: [{ type: "lines", path: "items", label: "Items" }],
    },
  ],
  "website-design-case": [
    {
      legend: "Website-design case (also on /campaign)",
      fields: [
        { type: "text", path: "eyebrow", label: "Eyebrow" },
        { type: "text", path: "title", label: "Title" },
        { type: "text", path: "intro", label: "Introduction", multiline: true },
        {
          type: "items",
          path: "steps",
          label: "Steps (artwork: personas, journey, flows, ia or wireframes)",
          fields: [
            ["title", "Step", false],
            ["key", "Artwork", false],
            ["text", "Text", true],
          ],
        },
      ],
    },
  ],
};
