/** The leadership team as the team edits it: one entry, "leadership", shown on the home page and on /about. */
import { z } from "zod";
import { contentImage, contentList, contentName, contentText, field } from "./fields";
import { defineContentKind } from "./kind";

/** A member of the leadership team (the spec's Team section, §1; no entity in §3: today's fields). */
export const teamMemberContentSchema = z.object({
  name: contentName("the person's name", 80),
  role: contentText("the person's role", 80),
  image: contentImage("the portrait's path"),
  bio: contentText("the bio", 400),
});
export type TeamMember = z.infer<typeof teamMemberContentSchema>;

export const teamContentSchema = z.object({
  items: field(contentList(teamMemberContentSchema, "person", 24), { label: "People, in their order" }),
});
export type TeamContent = z.infer<typeof teamContentSchema>;

export const teamKind = defineContentKind("team", {
  label: "Team",
  description: "The leadership team, in the home page's Team section and on /about.",
  schema: teamContentSchema,
  entries: { leadership: { label: "Team", address: "/#team-title" } },
  countNote: "The spec fixes no number; both pages show every person, in this order.",
  preview: "TeamSectionView",
});
