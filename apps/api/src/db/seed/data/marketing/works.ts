import type { WorksContent } from "@site/contract";

type WorkItem = WorksContent["ourWork"][number];
type WorkBoxCard = WorksContent["projects"][number];

/** The home page's our-work carousel: 3 works (spec §9). */
const ourWork: WorkItem[] = [
  {
    image: "/images/case-studies/univoip.svg",
    logo: "/images/clients/univoip.svg",
    title: "UniVoip service portal",
    description:
      "Self-service Microsoft Teams direct routing, number provisioning and de-provisioning for a business VoIP provider. Onboarding fell from days to twenty minutes.",
  },
  {
    image: "/images/case-studies/rxpost.svg",
    logo: "/images/clients/rxpost.svg",
    title: "RxPost redesign",
    description:
      "A research-led redesign of a pharmacy inventory-sharing platform in 45 days. Listing a surplus item went from eleven steps to four.",
  },
  {
    image: "/images/case-studies/centralive.svg",
    logo: "/images/clients/centralive.svg",
    title: "Centralive trial platform",
    description:
      "One platform for trial participants, study sites and sponsors, delivered in two-week agile sprints with the clinical team in every demo.",
  },
];

const box = (
  id: string,
  title: string,
  shortDescription: string,
  description: string,
  solutions: string[],
  bgColorClassName: WorkBoxCard["bgColorClassName"],
  caseStudyPath?: string,
): WorkBoxCard => ({
  id,
  title,
  logo: `/images/clients/${id}.svg`,
  shortDescription,
  description,
  solutions,
  bgColorClassName,
  ...(caseStudyPath ? { caseStudyPath } : {}),
});

/**
 * Work box cards on /about/works, one per client in the work-navigation strip (17). Each id is the
 * section's HTML id, which the strip's links target through the URL hash.
 */
const projects: WorkBoxCard[] = [
  box(
    "univoip",
    "UniVoip",
    "VoIP service portal with Teams direct routing",
    "A customer portal that connects a Microsoft 365 tenant, configures Teams direct routing and provisions or de-provisions numbers without an engineer.",
    ["Teams direct routing automation", "Number lifecycle engine", "Usage and billing sync"],
    "bg-blue-50",
    "/voip",
  ),
  box(
    "rxpost",
    "RxPost",
    "Inventory-sharing redesign for independent pharmacies",
    "Research, personas, journey map and a full redesign delivered in a fixed 45-day project; listing an item dropped from eleven steps to four.",
    ["User research", "Scan-to-list flow", "Design system"],
    "bg-teal-50",
    "/rxpost",
  ),
  box(
    "valleyhill",
    "Valleyhill",
    "Bilingual corporate website and admin panel",
    "Japanese and English website with a custom admin panel for roles, leads, email and blog, built in four months and delivered at the end of 2023.",
    ["Bilingual content model", "Role-based admin panel", "Lead management"],
    "bg-amber-50",
    "/valleyhill",
  ),
  box(
    "centralive",
    "Centralive",
    "Clinical-trial platform for participants, sites and sponsors",
    "e-Consent, visit scheduling and sponsor dashboards built in two-week agile sprints with the clinical team reviewing each release.",
    ["e-Consent", "Visit scheduling", "Sponsor analytics"],
    "bg-violet-50",
    "/centralive",
  ),
  box(
    "aiopa",
    "AIOPA",
    "AI outreach assistant, prototype to launch in ten weeks",
    "Review-before-send drafting, reply-aware sequences and a team console with multi-level role-based admin access.",
    ["AI drafting with approval", "Gmail and Outlook sync", "Usage-based billing"],
    "bg-rose-50",
    "/aiopa",
  ),
  box(
    "servativ",
    "Servativ",
    "Dispatch, technician app and client portal",
    "A field-service platform that replaced a whiteboard and a group chat, with four levels of role-based admin access.",
    ["Live dispatch board", "Offline technician app", "Client portal"],
    "bg-sky-50",
    "/servativ",
  ),
  box(
    "harborlight",
    "Harborlight Dental",
    "Online booking and recall reminders for 14 clinics",
    "A booking flow connected to the practice-management system, with automated recall reminders that filled last-minute gaps.",
    ["Online booking", "Recall automation", "Insurance pre-checks"],
    "bg-cyan-50",
  ),
  box(
    "pinecrest",
    "Pinecrest Law",
    "Client intake with automatic conflict checks",
    "An intake portal that runs a conflict search before a consultation can be booked and assembles the engagement letter from the answers.",
    ["Conflict search", "Document assembly", "Client portal"],
    "bg-green-50",
  ),
  box(
    "meridian",
    "Meridian Freightworks",
    "Shipment tracking for a regional carrier",
    "Real-time tracking pages and proactive delay notices that cut 'where is my freight' calls by more than half.",
    ["Tracking portal", "Delay alerts", "EDI integration"],
    "bg-slate-100",
  ),
  box(
    "sunmesa",
    "Sunmesa Energy",
    "Solar proposal builder for the sales team",
    "A guided proposal tool that turns a roof measurement and a utility bill into a priced, branded proposal during the first visit.",
    ["Proposal generator", "CRM sync", "E-signature"],
    "bg-orange-50",
  ),
  box(
    "tidewell",
    "Tidewell Health",
    "Remote patient monitoring app",
    "A patient app and nurse dashboard for blood-pressure and glucose readings, with escalation rules agreed with the clinical team.",
    ["Device integration", "Nurse triage dashboard", "FHIR export"],
    "bg-sky-50",
  ),
  box(
    "arroyo",
    "Arroyo Capital",
    "Investor portal and quarterly reporting",
    "A secure portal for statements and documents, with quarterly reports generated from a governed data layer instead of spreadsheets.",
    ["Investor portal", "Automated reporting", "MFA and audit trail"],
    "bg-indigo-50",
  ),
  box(
    "brightloom",
    "Brightloom Learning",
    "Course platform for adult learners",
    "A mobile-first learning platform with offline lessons, progress tracking and cohort discussions.",
    ["Offline lessons", "Cohort features", "Accessibility audit"],
    "bg-fuchsia-50",
  ),
  box(
    "kestrel",
    "Kestrel Field Labs",
    "Soil-sample tracking from field to lab",
    "A barcode-based chain-of-custody app for agronomists and a results portal for growers.",
    ["Chain of custody", "Lab integration", "Grower portal"],
    "bg-lime-50",
  ),
  box(
    "lumenledger",
    "Lumen Ledger",
    "Bookkeeping automation for small businesses",
    "Bank-feed categorisation with human review queues and month-end close checklists.",
    ["Transaction categorisation", "Review queues", "Close checklists"],
    "bg-slate-100",
  ),
  box(
    "cedarpoint",
    "Cedarpoint Mutual",
    "Claims intake modernisation",
    "A guided first-notice-of-loss flow with photo upload and document extraction, replacing a PDF form and a fax line.",
    ["Claims intake", "Document extraction", "Adjuster queue"],
    "bg-emerald-50",
  ),
  box(
    "orchardvine",
    "Orchard & Vine",
    "Headless storefront for a specialty grocer",
    "A fast Next.js storefront with local-delivery slots and stock shared across three stores.",
    ["Headless commerce", "Delivery slots", "Shared inventory"],
    "bg-rose-50",
  ),
];

/**
 * The works as the site showed them before the team could edit them (issue 21): the seed of every
 * tenant's "works" content, its one entry "portfolio". The clients are fictional.
 */
export const seedWorks: WorksContent = { ourWork, projects };
