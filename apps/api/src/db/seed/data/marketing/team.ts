import type { TeamMember } from "@site/contract";

/** The leadership team on the home and about pages, the seed of the "team" content. Fictional people. */
export const seedTeam: TeamMember[] = [
  {
    name: "Daniel Reyes",
    role: "Founder & CEO",
    image: "/images/people/daniel-reyes.svg",
    bio: "Twenty years building telecom and healthcare software; started Cobaltline to give growing companies senior engineers without the enterprise overhead.",
  },
  {
    name: "Hannah Leclerc",
    role: "Head of Product Design",
    image: "/images/people/hannah-leclerc.svg",
    bio: "Leads research and design; has run usability sessions in pharmacies, clinics, dispatch rooms and call centres.",
  },
  {
    name: "Arjun Mehta",
    role: "Chief Technology Officer",
    image: "/images/people/arjun-mehta.svg",
    bio: "Java and cloud architect; designed provisioning systems that handle millions of numbers.",
  },
  {
    name: "Sofia Lindqvist",
    role: "Director of Delivery",
    image: "/images/people/sofia-lindqvist.svg",
    bio: "Keeps every project on a two-week rhythm with honest status reports and no surprise invoices.",
  },
  {
    name: "Marco Bellini",
    role: "Head of Quality Engineering",
    image: "/images/people/marco-bellini.svg",
    bio: "Believes a red build should always mean a real problem, and makes test suites that prove it.",
  },
  {
    name: "Grace Whitfield",
    role: "Client Partner",
    image: "/images/people/grace-whitfield.svg",
    bio: "Your first call at Cobaltline; turns business goals into a scope, a budget and a date.",
  },
];
