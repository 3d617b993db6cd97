import type { IndustryContent } from "@site/contract";

/**
 * The industries' pages as the site showed them before the team could edit them (issue 21), in the spec's
 * order (healthcare, telecom, legal, e-commerce, financial; the home page shows the first three): the seed
 * of every tenant's "industry" content, its slug the entry's key.
 */
export const seedIndustries: (IndustryContent & { slug: string })[] = [
  {
    slug: "healthcare",
    title: "Healthcare",
    description:
      "Patient apps, clinician portals and clinical-trial platforms built with privacy and safety at the core.",
    headline: "Software that clinicians trust and patients actually use",
    intro:
      "Healthcare software has two audiences that rarely agree: the people who deliver care and the people who audit it. We design for both, with workflows shaped by clinicians and safeguards that hold up to a security review.",
    challenges: [
      {
        title: "Clinician time is the scarcest resource",
        text: "Every extra click in a charting or scheduling flow is multiplied by hundreds of patients a week.",
      },
      {
        title: "Data lives in too many places",
        text: "EHRs, labs, devices and spreadsheets rarely share a patient identifier, let alone a format.",
      },
      {
        title: "Compliance slows every release",
        text: "Security questionnaires and validation paperwork can take longer than the feature itself.",
      },
    ],
    solutions: [
      {
        title: "Clinical-trial platforms",
        text: "Participant onboarding, e-consent, visit scheduling and data capture built in two-week sprints with the study team.",
      },
      {
        title: "Patient engagement apps",
        text: "Intake, reminders, remote monitoring and secure messaging that patients of every age can manage.",
      },
      {
        title: "Interoperability",
        text: "FHIR and HL7 integrations that bring lab results, medications and encounters into one view.",
      },
    ],
    compliance: [
      "HIPAA technical safeguards",
      "21 CFR Part 11 audit trails",
      "SOC 2-aligned delivery",
      "WCAG 2.2 AA",
    ],
    results: [
      { title: "2-week", subTitle: "sprints with a clinician in every demo" },
      { title: "90 days", subTitle: "to a pilot with our fast healthcare MVP programme" },
      { title: "Zero", subTitle: "patient data in non-production environments" },
    ],
    caseStudy: "/centralive",
  },
  {
    slug: "telecom",
    title: "Telecom",
    description:
      "VoIP portals, number provisioning and Microsoft Teams calling integrations for carriers and resellers.",
    headline: "Telecom platforms that provision in seconds, not support tickets",
    intro:
      "Carriers and VoIP resellers compete on how quickly a customer can go from signature to dial tone. We build the customer portals, provisioning automation and Microsoft Teams integrations that make that happen without a technician in the loop.",
    challenges: [
      {
        title: "Manual provisioning",
        text: "Porting, assigning and releasing numbers by hand creates errors, delays and billing leakage.",
      },
      {
        title: "Teams calling is complex",
        text: "Direct routing needs SBC configuration, tenant permissions and PowerShell steps few customers can run.",
      },
      {
        title: "Fragmented back office",
        text: "Billing, CRM and switch configuration drift apart, and nobody knows which system is right.",
      },
    ],
    solutions: [
      {
        title: "Self-service portals",
        text: "Customers order numbers, manage users and view usage without opening a ticket.",
      },
      {
        title: "Teams direct routing automation",
        text: "Guided tenant onboarding that configures routing and assigns numbers to Teams users in one flow.",
      },
      {
        title: "Provisioning and de-provisioning",
        text: "Number lifecycle automation tied to billing, so released numbers stop being charged the same day.",
      },
    ],
    compliance: [
      "STIR/SHAKEN awareness",
      "CPNI handling",
      "E911 address validation",
      "Microsoft 365 tenant least privilege",
    ],
    results: [
      { title: "Minutes", subTitle: "to onboard a Teams tenant, down from days of tickets" },
      { title: "Same day", subTitle: "billing stop on de-provisioned numbers" },
      { title: "1 portal", subTitle: "for ordering, users, numbers and usage" },
    ],
    caseStudy: "/voip",
  },
  {
    slug: "legal",
    title: "Legal",
    description:
      "Case management, client intake and document automation for firms that bill by the hour and cannot lose one.",
    headline: "Less time on paperwork, more time on the law",
    intro:
      "Law firms and legal-services companies run on deadlines, documents and trust. We build intake, matter management and document automation that reduce non-billable hours, with the confidentiality controls that partners and clients expect.",
    challenges: [
      {
        title: "Non-billable admin",
        text: "Conflict checks, intake forms and document assembly consume hours nobody can invoice.",
      },
      {
        title: "Confidentiality",
        text: "Matter data must be walled off by client, team and role, with every access logged.",
      },
      {
        title: "Deadline risk",
        text: "A missed filing date is a malpractice claim; calendars cannot depend on one person's inbox.",
      },
    ],
    solutions: [
      {
        title: "Client intake and conflict checks",
        text: "Online intake that runs a conflict search before the first consultation is booked.",
      },
      {
        title: "Document automation",
        text: "Templates that assemble engagement letters, pleadings and contracts from matter data.",
      },
      {
        title: "Matter portals",
        text: "Secure client portals for documents, invoices and status updates, with role-based access.",
      },
    ],
    compliance: [
      "ABA Model Rule 1.6 confidentiality",
      "Role-based matter walls",
      "Full access audit logs",
      "Encrypted document storage",
    ],
    results: [
      { title: "Hours → minutes", subTitle: "for routine document assembly" },
      { title: "100%", subTitle: "of matter access logged and reviewable" },
      { title: "Fewer calls", subTitle: "asking for status, thanks to client portals" },
    ],
    caseStudy: "/servativ",
  },
  {
    slug: "e-commerce",
    title: "E-commerce",
    description:
      "Fast storefronts, inventory sharing and order automation for retailers and marketplaces that have outgrown templates.",
    headline: "Storefronts and operations that keep up with your growth",
    intro:
      "When a store outgrows its template, the problems show up in operations first: oversold stock, manual order routing and pages that slow down on sale days. We build custom storefronts and the back-office tooling behind them.",
    challenges: [
      {
        title: "Speed sells",
        text: "Every extra second of load time on mobile costs conversions, especially on campaign days.",
      },
      {
        title: "Inventory across channels",
        text: "Stock shared between stores, marketplaces and partners drifts out of sync.",
      },
      {
        title: "Manual fulfilment",
        text: "Orders copied between systems create delays and errors customers notice.",
      },
    ],
    solutions: [
      {
        title: "Headless storefronts",
        text: "Next.js storefronts on Shopify, commercetools or a custom catalogue, tuned for Core Web Vitals.",
      },
      {
        title: "Inventory sharing",
        text: "Real-time stock across locations and partners, as we designed for RxPost's pharmacy network.",
      },
      {
        title: "Order automation",
        text: "Routing, split shipments and returns handled by rules, with exceptions surfaced to staff.",
      },
    ],
    compliance: [
      "PCI DSS scope reduction",
      "CCPA/CPRA privacy controls",
      "ADA-conscious design",
      "Fraud screening hooks",
    ],
    results: [
      { title: "95+", subTitle: "mobile Lighthouse performance target for storefront pages" },
      { title: "Real-time", subTitle: "stock sync across every sales channel" },
      { title: "Fewer", subTitle: "manual order touches per shipment" },
    ],
    caseStudy: "/rxpost",
  },
  {
    slug: "financial",
    title: "Financial",
    description:
      "Client portals, onboarding and reporting for advisers, lenders and fintechs, with audit trails built in.",
    headline: "Financial software that passes the audit and delights the client",
    intro:
      "Financial firms need software that is both pleasant and provable: clients expect consumer-grade apps, regulators expect complete records. We build onboarding, portals and internal tools that satisfy both without a second system of spreadsheets.",
    challenges: [
      {
        title: "Onboarding friction",
        text: "Paper forms and identity checks lose clients before the first deposit.",
      },
      { title: "Reporting by hand", text: "Analysts rebuild the same reports every month from exports." },
      {
        title: "Audit readiness",
        text: "Every change to client data must be attributable, timestamped and retrievable.",
      },
    ],
    solutions: [
      {
        title: "Digital onboarding",
        text: "KYC and document collection in a guided flow, with e-signatures and status tracking.",
      },
      {
        title: "Client portals",
        text: "Statements, documents and secure messaging, with multi-level role-based admin access for staff.",
      },
      {
        title: "Automated reporting",
        text: "Scheduled reports from a governed data layer, not from someone's laptop.",
      },
    ],
    compliance: [
      "SOC 2-aligned controls",
      "GLBA safeguards",
      "FINRA-ready record keeping",
      "Multi-factor authentication",
    ],
    results: [
      { title: "Days → hours", subTitle: "to onboard a new client" },
      { title: "Immutable", subTitle: "audit trails on every client record" },
      { title: "Monthly", subTitle: "reports generated automatically" },
    ],
    caseStudy: "/aiopa",
  },
];
