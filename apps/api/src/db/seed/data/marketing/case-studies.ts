import type { CaseStudyContent } from "@site/contract";

/**
 * The case studies as the site showed them before the team could edit them (issue 21): the spec's six
 * projects (RxPost, Centralive, AIOPA, UniVoip, Valleyhill, Servativ), in the order of the home page's
 * cards: the seed of every tenant's "case-study" content, its slug the entry's key (the page's path is
 * the key's, see CASE_STUDY_PATHS). The companies are fictional.
 */
export const seedCaseStudies: (CaseStudyContent & { slug: string })[] = [
  {
    slug: "rxpost",
    client: "RxPost",
    logo: "/images/clients/rxpost.svg",
    image: "/images/case-studies/rxpost.svg",
    title: "RxPost Case Study",
    cardTitle: "RxPost",
    cardSubTitle: "Redesigning a pharmacy inventory-sharing platform in 45 days",
    allowShow: true,
    industry: "Pharmacy & healthcare",
    services: ["User research", "Product design", "Design system"],
    duration: "45 days",
    delivered: "Research, redesign and developer hand-off",
    headline: "Helping independent pharmacies trade surplus stock in a few taps",
    summary:
      "RxPost runs an inventory-sharing platform on which independent pharmacies list short-dated and surplus medication and buy it from each other instead of writing it off. The platform worked, but pharmacists found it slow and confusing between prescriptions. We ran a research-led redesign of the whole experience in a fixed 45-day project.",
    challenge: [
      "Pharmacists use RxPost in thirty-second bursts between patients, often on a tablet at the counter. The original interface was built like a desktop back-office tool: dense tables, long forms and eleven steps to list a single item.",
      "Buyers could not tell at a glance whether a listing was still valid, how far away the selling pharmacy was, or how soon it expired. Many abandoned their search and called around instead.",
    ],
    approach: [
      {
        title: "Research (days 1–12)",
        text: "Fourteen interviews and six counter-side observation sessions with pharmacists and technicians, plus a review of two years of support tickets and listing analytics.",
      },
      {
        title: "Define (days 13–20)",
        text: "Three personas (owner-pharmacist, technician, multi-store buyer), a journey map from surplus to sale, and an information architecture built around the stock item rather than the order.",
      },
      {
        title: "Design and test (days 21–38)",
        text: "Wireframes, then high-fidelity prototypes tested in two rounds with seven pharmacists. Listing dropped from eleven steps to four; barcode scanning replaced manual NDC entry.",
      },
      {
        title: "Hand-off (days 39–45)",
        text: "A tokenised design system, annotated screens and a prioritised build plan, walked through with RxPost's engineers.",
      },
    ],
    features: [
      {
        title: "Scan-to-list",
        text: "Scanning a package barcode pre-fills product, strength and pack size; the pharmacist adds quantity, expiry and price.",
      },
      {
        title: "Nearby-first search",
        text: "Results sorted by distance and expiry, with clear badges for verified sellers and days left before expiry.",
      },
      {
        title: "Shared inventory dashboard",
        text: "One view of what a pharmacy has listed, reserved and sold across all its locations.",
      },
    ],
    results: [
      { title: "45 days", subTitle: "from kickoff to a complete, tested redesign" },
      { title: "11 → 4", subTitle: "steps to list a surplus item" },
      { title: "7 of 7", subTitle: "pharmacists completed a listing unaided in the final test round" },
    ],
    stack: ["Figma", "Maze", "Dovetail", "Design tokens", "Storybook hand-off"],
    quote: {
      text: "They spent more time at our counters than any vendor ever has, and it shows. Our techs list stock while the printer is still running.",
      name: "Dana Whitlock",
      position: "Head of Product, RxPost",
    },
  },
  {
    slug: "centralive",
    client: "Centralive",
    logo: "/images/clients/centralive.svg",
    image: "/images/case-studies/centralive.svg",
    title: "Centralive Case Study",
    cardTitle: "Centralive",
    cardSubTitle: "A clinical-trial health platform built in two-week agile sprints",
    allowShow: true,
    industry: "Clinical research",
    services: ["Fast healthcare MVP", "Full-stack development", "Quality assurance"],
    duration: "Ongoing, two-week sprints",
    delivered: "Participant app, site portal and sponsor dashboard",
    headline: "Bringing trial participants, sites and sponsors onto one platform",
    summary:
      "Centralive runs decentralised and hybrid clinical trials. Participants were juggling paper diaries, phone reminders and three different logins. We built a single clinical-trial health platform for participants, study sites and sponsors, delivered in two-week agile sprints with the clinical team reviewing every increment.",
    challenge: [
      "Trial data arrived on paper, in spreadsheets and through a legacy survey tool, so coordinators spent days reconciling it before each monitoring visit.",
      "Participants dropped out when visit schedules changed and nobody told them. Every lost participant costs a sponsor weeks of recruitment.",
    ],
    approach: [
      {
        title: "Sprint zero",
        text: "Protocol walkthroughs with coordinators and a data-flow map covering consent, visits, diaries and adverse-event reporting.",
      },
      {
        title: "Two-week sprints",
        text: "Each sprint ended with a demo to the study team and a release to the validation environment, with acceptance criteria signed off by the clinical lead.",
      },
      {
        title: "Validation as we go",
        text: "Test evidence, traceability and audit-trail checks produced in every sprint, not saved up for the end.",
      },
    ],
    features: [
      {
        title: "e-Consent and onboarding",
        text: "Versioned consent documents with comprehension checks and signature capture.",
      },
      {
        title: "Visit scheduling and reminders",
        text: "Protocol-driven visit windows, with SMS and push reminders that update when the schedule changes.",
      },
      {
        title: "Sponsor dashboard",
        text: "Enrolment, retention and data-completeness metrics per site, refreshed daily.",
      },
    ],
    results: [
      { title: "2 weeks", subTitle: "per sprint, each ending with a clinical-team demo" },
      { title: "1 login", subTitle: "for participants, replacing paper diaries and three separate tools" },
      { title: "Full", subTitle: "audit trail on every data point and consent version" },
    ],
    stack: ["React Native", "Next.js", "Node.js", "PostgreSQL", "AWS HIPAA-eligible services", "Playwright"],
    quote: {
      text: "Every second Friday we saw working software, and our coordinators shaped what came next. That rhythm is why the sites adopted it.",
      name: "Dr. Priya Raman",
      position: "Clinical Operations Director, Centralive",
    },
  },
  {
    slug: "aiopa",
    client: "AIOPA",
    logo: "/images/clients/aiopa.svg",
    image: "/images/case-studies/aiopa.svg",
    title: "AIOPA Case Study",
    cardTitle: "AIOPA",
    cardSubTitle: "An AI outreach assistant that drafts, schedules and follows up",
    allowShow: true,
    industry: "Sales automation",
    services: ["MVP development", "Outreach automation", "AI integration"],
    duration: "10 weeks to launch",
    delivered: "Web app, browser extension and admin console",
    headline: "Personal outreach at the volume of a sales team",
    summary:
      "AIOPA (AI Outreach Personal Assistant) helps small B2B sales teams research prospects and write first touches that do not read like templates. We took it from a founder's prototype to a paying product in ten weeks.",
    challenge: [
      "The founders had a promising prototype built on notebooks and a shared inbox. It produced good drafts but had no accounts, no consent handling and no way to stop a sequence when a prospect replied.",
      "Early customers needed team features quickly: managers wanted to approve messages and see reply rates per rep.",
    ],
    approach: [
      {
        title: "Scope sprint",
        text: "One core workflow: choose a prospect, review an AI draft, send, follow up. Everything else went on the later list.",
      },
      {
        title: "Build",
        text: "Five two-week cycles: accounts and billing, CRM sync, drafting with human approval, sequencing, then the team console.",
      },
      {
        title: "Launch",
        text: "A private beta with four sales teams, then a public launch with usage-based billing.",
      },
    ],
    features: [
      {
        title: "Review-before-send drafting",
        text: "Drafts cite the account facts they use; a rep approves, edits or rejects each one.",
      },
      {
        title: "Reply-aware sequences",
        text: "Sequences pause on replies, bookings, bounces and unsubscribes across Gmail and Outlook.",
      },
      {
        title: "Team console",
        text: "Multi-level, role-based admin access: owners, managers and reps each see and approve what their role allows.",
      },
    ],
    results: [
      { title: "10 weeks", subTitle: "from scope sprint to public launch" },
      { title: "2.4×", subTitle: "reply rate versus the beta teams' previous templates" },
      { title: "0", subTitle: "messages sent without a person approving them" },
    ],
    stack: ["Next.js", "Node.js", "PostgreSQL", "OpenAI", "Microsoft Graph", "Gmail API", "Stripe"],
  },
  {
    slug: "univoip",
    client: "UniVoip",
    logo: "/images/clients/univoip.svg",
    image: "/images/case-studies/univoip.svg",
    title: "VoIP",
    cardTitle: "UniVoip",
    cardSubTitle: "A VoIP service portal with Microsoft Teams direct routing",
    allowShow: true,
    industry: "Telecom",
    services: ["Full-stack development", "Telecom integration", "DevOps"],
    duration: "6 months, then ongoing",
    delivered: "Customer portal, provisioning engine and partner API",
    headline: "From signed order to Teams dial tone without a support ticket",
    summary:
      "UniVoip sells business voice services to companies moving their phones into Microsoft Teams. We built its service portal: customers connect their Microsoft 365 tenant, get Teams direct routing configured automatically, and provision and de-provision phone numbers themselves.",
    challenge: [
      "Each new Teams customer needed an engineer to run PowerShell against the customer's tenant, configure voice routing and assign numbers by hand, which took three to five business days.",
      "Released numbers were often still billed weeks later because the switch, the number inventory and billing were updated separately.",
    ],
    approach: [
      {
        title: "Map the number lifecycle",
        text: "Order, port, assign, release, quarantine and return, each state owned by exactly one system.",
      },
      {
        title: "Automate direct routing",
        text: "A guided flow grants least-privilege consent in the customer's tenant, then configures online PSTN gateways, voice routes and policies through Microsoft's APIs.",
      },
      {
        title: "Provisioning engine",
        text: "A queue-driven service that provisions and de-provisions numbers on the session border controllers and updates inventory and billing in one transaction.",
      },
    ],
    features: [
      {
        title: "Teams onboarding wizard",
        text: "Tenant connection, domain checks, routing and user enablement in one guided flow.",
      },
      {
        title: "Number management",
        text: "Search, reserve, assign to Teams users and release numbers, with E911 address validation.",
      },
      {
        title: "Usage and billing",
        text: "Call records and number charges visible to customers, synced nightly to billing.",
      },
    ],
    results: [
      { title: "3–5 days → 20 min", subTitle: "to onboard a new Teams customer" },
      { title: "Same day", subTitle: "billing stop when a number is de-provisioned" },
      { title: "70%", subTitle: "fewer provisioning tickets in the first quarter" },
    ],
    stack: [
      "Java 21",
      "Spring Boot",
      "Microsoft Graph & Teams PowerShell",
      "RabbitMQ",
      "PostgreSQL",
      "Kubernetes",
    ],
    quote: {
      text: "Teams onboarding used to be a week of tickets. Now customers do it during the sales call.",
      name: "Marcus Ellery",
      position: "VP Operations, UniVoip",
    },
  },
  {
    slug: "valleyhill",
    client: "Valleyhill",
    logo: "/images/clients/valleyhill.svg",
    image: "/images/case-studies/valleyhill.svg",
    title: "Valleyhill Case Study",
    cardTitle: "Valleyhill",
    cardSubTitle: "A bilingual corporate website with its own admin panel",
    allowShow: true,
    industry: "Corporate",
    services: ["Web design", "Full-stack development", "Content migration"],
    duration: "4 months",
    delivered: "Delivered at the end of 2023",
    headline: "One site, two languages, and a team that can run it themselves",
    summary:
      "Valleyhill is a Japanese corporation expanding its US presence. It needed a bilingual Japanese and English website its teams in Osaka and California could both update, with lead capture and a blog. We designed and built the site and a custom admin panel for roles, leads, email and blog posts in four months, delivering at the end of 2023.",
    challenge: [
      "The previous site was maintained by an agency in each country, so the Japanese and English versions drifted apart and updates took weeks.",
      "Sales enquiries arrived in a shared mailbox with no record of who answered them.",
    ],
    approach: [
      {
        title: "Content model first",
        text: "Every page, post and product defined once with paired Japanese and English fields, so a missing translation is visible rather than silent.",
      },
      {
        title: "Design for two scripts",
        text: "Typography, line lengths and layouts tested with real Japanese and English copy from the first wireframe.",
      },
      {
        title: "Admin panel",
        text: "A custom panel with multi-level, role-based admin access: administrators, editors per language and sales staff each see only what their role needs.",
      },
    ],
    features: [
      {
        title: "Roles and permissions",
        text: "Administrator, editor and sales roles, assignable per language team.",
      },
      {
        title: "Lead management",
        text: "Enquiries stored, assigned and tracked to a reply, with email notifications to the right office.",
      },
      {
        title: "Email and blog",
        text: "Templated notification emails in both languages and a bilingual blog with scheduled publishing.",
      },
    ],
    results: [
      { title: "4 months", subTitle: "from kickoff to launch at the end of 2023" },
      { title: "2 languages", subTitle: "kept in step by one content model" },
      { title: "Same day", subTitle: "content updates by in-house teams, without an agency" },
    ],
    stack: ["Next.js", "Node.js", "PostgreSQL", "i18n routing", "SendGrid", "AWS"],
    quote: {
      text: "Our Osaka and California teams finally work on the same website. The admin panel is simple enough that nobody asks for training twice.",
      name: "Kenji Morimoto",
      position: "Director of Corporate Communications, Valleyhill",
    },
  },
  {
    slug: "servativ",
    client: "Servativ",
    logo: "/images/clients/servativ.svg",
    image: "/images/case-studies/servativ.svg",
    title: "Servativ Case Study",
    cardTitle: "Servativ",
    cardSubTitle: "Field-service operations with multi-level admin access",
    allowShow: true,
    industry: "Field services",
    services: ["Digital transformation", "Enterprise automation", "Mobile apps"],
    duration: "5 months",
    delivered: "Dispatch console, technician app and client portal",
    headline: "Replacing whiteboards and group chats with a dispatch platform",
    summary:
      "Servativ manages maintenance crews for commercial properties across Southern California. Jobs were dispatched from a whiteboard and a group chat. We built a dispatch console, a technician app and a client portal, with multi-level, role-based admin access for regional managers, dispatchers and property clients.",
    challenge: [
      "Dispatchers could not see which technicians were free, so urgent jobs waited while crews drove across the county.",
      "Property managers phoned for every status update, and invoices were built by hand from paper job sheets.",
    ],
    approach: [
      {
        title: "Shadow the dispatch desk",
        text: "Two weeks sitting with dispatchers and riding along with crews to see where time was lost.",
      },
      {
        title: "Roles before screens",
        text: "A permission model of company, region, site and job, so each admin level sees exactly its own scope.",
      },
      {
        title: "Offline-first mobile",
        text: "Technicians work in basements and plant rooms, so the app records everything offline and syncs when it can.",
      },
    ],
    features: [
      {
        title: "Live dispatch board",
        text: "Jobs, crews and locations on one board, with drag-and-drop assignment and SLA timers.",
      },
      {
        title: "Technician app",
        text: "Checklists, photos, parts used and customer signature captured on site.",
      },
      {
        title: "Client portal",
        text: "Property managers raise requests and follow each job to completion and invoice.",
      },
    ],
    results: [
      { title: "35%", subTitle: "faster response to urgent jobs in the first three months" },
      { title: "4 levels", subTitle: "of role-based admin access: company, region, site and job" },
      { title: "Same day", subTitle: "invoicing from completed digital job sheets" },
    ],
    stack: ["React Native", "Next.js", "Node.js", "PostgreSQL", "Mapbox", "Temporal"],
  },
];
