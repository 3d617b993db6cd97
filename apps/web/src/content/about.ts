import type { KeyResultItem } from "./types";

export const about = {
  eyebrow: "About Cobaltline",
  title: "A software company built around the people who use the software",
  intro:
    "Cobaltline is a custom software development company in Laguna Hills, California. Since 2014 we have designed and built web platforms, mobile apps and automation for companies in healthcare, telecom, legal, e-commerce and finance: organisations where software mistakes are expensive and trust is earned slowly.",
  story: [
    "Daniel Reyes started Cobaltline after a decade of watching good products fail for avoidable reasons: requirements nobody tested with users, offshore hand-offs that lost context, and launch dates that were hopes rather than plans.",
    "So we work differently. Project leads are on-shore and in your time zone. Design starts with research in the places the software will be used. Engineering runs in two-week cycles that end with working software on a link you can share. And we stay on after launch, because that is when real users find out what really matters.",
    "Today our team of designers, engineers, QA specialists and DevOps engineers supports more than forty active clients, from two-person founding teams to public companies.",
  ],
  values: [
    {
      title: "Tell the truth early",
      text: "Bad news on Monday is cheaper than bad news on launch day. Our status reports say what is late and why.",
    },
    {
      title: "Meet the users",
      text: "We sit at pharmacy counters, dispatch desks and nurses' stations before we design for them.",
    },
    {
      title: "Leave it better",
      text: "Tests, documentation and runbooks are part of the job, so the next engineer, ours or yours, can move fast.",
    },
    {
      title: "Own the outcome",
      text: "We measure success by what changes for your business, not by tickets closed.",
    },
  ],
  milestones: [
    { year: "2014", text: "Founded in Orange County with three engineers and one telecom client." },
    { year: "2017", text: "Opened our product design practice and ran our first clinical research project." },
    { year: "2020", text: "Moved fully to two-week delivery cycles with client demos for every project." },
    {
      year: "2023",
      text: "Launched Business Accelerator and delivered our first bilingual Japanese-English platform.",
    },
    { year: "2025", text: "Added AI-assisted automation and outreach to our enterprise practice." },
  ],
};

export const aboutStats: KeyResultItem[] = [
  { title: "2014", subTitle: "founded in Orange County, California" },
  { title: "40+", subTitle: "active client relationships" },
  { title: "12 yrs", subTitle: "average experience of our senior engineers" },
  { title: "5", subTitle: "industries with dedicated practice leads" },
];
