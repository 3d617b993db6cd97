import type { SeedAuthor } from "./types";

export const AUTHOR = {
  maya: "maya-okafor",
  julian: "julian-arce",
  priya: "priya-lindqvist",
} as const;

export const authors: SeedAuthor[] = [
  {
    slug: AUTHOR.maya,
    full_name: "Maya Okafor",
    bio: "Maya is Cobaltline's principal engineer and leads architecture on our healthcare and fintech engagements. She has spent fifteen years building Java and TypeScript systems that move money and medical records, and she still reviews every data model before a project's first sprint. She writes about pragmatic architecture, MVP scoping and the decisions that are expensive to undo.",
    social: [
      { social_media_type: "LINKEDIN", social_link: "https://www.linkedin.com/in/cobaltline-maya-okafor" },
      { social_media_type: "X", social_link: "https://x.com/cobaltline_maya" },
      { social_media_type: "FACEBOOK", social_link: "https://www.facebook.com/cobaltline.maya" },
    ],
  },
  {
    slug: AUTHOR.julian,
    full_name: "Julian Arce",
    bio: "Julian heads DevOps and telecom delivery at Cobaltline. Before joining us he ran voice infrastructure for a regional carrier, so he has opinions about SIP trunks, failover drills and pipelines that page people at 3 a.m. He writes about CI/CD, cloud cost, test automation and the unglamorous work of keeping systems boring.",
    social: [
      { social_media_type: "X", social_link: "https://x.com/cobaltline_julian" },
      { social_media_type: "LINKEDIN", social_link: "https://www.linkedin.com/in/cobaltline-julian-arce" },
      { social_media_type: "TELEGRAM", social_link: "https://t.me/cobaltline_julian" },
      { social_media_type: "INSTAGRAM", social_link: "https://www.instagram.com/cobaltline.julian" },
    ],
  },
  {
    slug: AUTHOR.priya,
    full_name: "Priya Lindqvist",
    bio: "Priya is Cobaltline's design director. She runs discovery workshops, usability studies and the design systems behind our client products, with a particular soft spot for accessible forms. She writes about product design, digital transformation and making software that busy professionals can use without a manual.",
    social: [
      {
        social_media_type: "LINKEDIN",
        social_link: "https://www.linkedin.com/in/cobaltline-priya-lindqvist",
      },
      { social_media_type: "INSTAGRAM", social_link: "https://www.instagram.com/cobaltline.priya" },
    ],
  },
];
