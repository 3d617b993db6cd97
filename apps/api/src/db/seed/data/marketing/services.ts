import type { ServiceContent } from "@site/contract";

/**
 * The services' pages as the site showed them before the team could edit them (issue 21), in the order
 * of the services list: the seed of every tenant's "service" content, its slug the entry's key.
 */
export const seedServices: (ServiceContent & { slug: string })[] = [
  {
    slug: "software-development-consulting",
    title: "Software Development Consulting",
    summary:
      "Senior engineers who help you decide what to build, how to build it and what it will cost before you commit.",
    icon: "compass",
    headline: "Make the expensive decisions with people who have made them before",
    intro:
      "Most software budgets are lost in the first six weeks: the wrong architecture, a vendor lock-in nobody priced, a backlog that describes features instead of outcomes. Our consultants sit with your product and engineering leads, read the code you already have, and leave you with a plan your team can execute with or without us.",
    offerings: [
      {
        title: "Technical due diligence",
        text: "A written review of an existing codebase, its hosting and its delivery process, with risks ranked by cost to fix and cost to ignore.",
      },
      {
        title: "Architecture and roadmap",
        text: "Service boundaries, data ownership, build-versus-buy calls and a release plan sized in weeks rather than in wishes.",
      },
      {
        title: "Fractional CTO",
        text: "A senior engineer in your leadership meetings two days a week: hiring loops, vendor reviews, estimates and incident retrospectives.",
      },
      {
        title: "Rescue engagements",
        text: "When a project is late and nobody knows how late, we stabilise the build, measure what is really left and reset the timeline honestly.",
      },
    ],
    process: [
      {
        index: 1,
        text: "Discovery interviews with the people who will use, pay for and operate the system.",
      },
      { index: 2, text: "Code and infrastructure review, with access scoped read-only and logged." },
      {
        index: 3,
        text: "Options workshop: two or three architectures, each with its cost, risk and time to first release.",
      },
      { index: 4, text: "Final report and a 90-day plan, presented to your team and your board." },
    ],
    results: [
      { title: "3 weeks", subTitle: "typical length of an assessment, from kickoff to final report" },
      {
        title: "30–40%",
        subTitle: "of planned scope usually cut or deferred once outcomes are written down",
      },
      { title: "1 owner", subTitle: "for every recommendation, so nothing in the report is left unassigned" },
    ],
    stack: [
      "C4 architecture models",
      "AWS & Azure",
      "Cost modelling",
      "Threat modelling",
      "Jira & Linear",
      "ADR templates",
    ],
    caseStudy: "/valleyhill",
    faqs: [
      {
        question: "Do we have to hire you to build what you recommend?",
        answer:
          "No. The plan is written for your team. About half of our consulting clients build in-house afterwards; the rest ask us to help with the first release.",
      },
      {
        question: "What do you need from us to start?",
        answer:
          "Read access to the repositories and cloud accounts, an hour with each key stakeholder, and any documents that already exist, however rough.",
      },
      {
        question: "Can you work under an NDA and our security policies?",
        answer:
          "Yes. We sign your NDA before the first call and follow your access, device and data-handling rules for the length of the engagement.",
      },
    ],
  },
  {
    slug: "mvp-development",
    title: "MVP Development",
    summary:
      "A first version real customers can use in weeks, built so it can grow into the product rather than be thrown away.",
    icon: "rocket",
    headline: "Ship the smallest product that proves the big idea",
    intro:
      "An MVP is not a cheaper version of the final product; it is an experiment with a deadline. We help founders and innovation teams pick the one workflow that has to work, build it properly, and put it in front of paying users while the runway is still long.",
    offerings: [
      {
        title: "Scope sprint",
        text: "Five working days to turn an idea into user stories, a clickable prototype, an estimate and a launch date.",
      },
      {
        title: "Production-grade build",
        text: "Authentication, payments, analytics and an admin panel from day one, so the first customers get a product rather than a demo.",
      },
      {
        title: "Launch support",
        text: "App store submissions, onboarding emails, a status page and on-call cover for the first thirty days in production.",
      },
      {
        title: "Investor-ready handover",
        text: "Clean repositories, architecture notes and a cost forecast that survive a technical due-diligence call.",
      },
    ],
    process: [
      {
        index: 1,
        text: "Scope sprint: problem statement, success metric, prototype and fixed-price estimate.",
      },
      {
        index: 2,
        text: "Two-week build cycles with a demo at the end of each, on a staging link you can share.",
      },
      { index: 3, text: "Private beta with 10–50 real users, instrumented so every drop-off is visible." },
      { index: 4, text: "Public launch, then a prioritised backlog based on what users actually did." },
    ],
    results: [
      { title: "8–12 weeks", subTitle: "from signed scope to the first paying customer on most MVPs" },
      { title: "Fixed price", subTitle: "per phase, agreed after the scope sprint, not before it" },
      { title: "100%", subTitle: "of the code and accounts are yours from the first commit" },
    ],
    stack: ["Next.js", "React Native", "Node.js", "PostgreSQL", "Stripe", "Vercel & AWS"],
    caseStudy: "/aiopa",
    faqs: [
      {
        question: "How small is minimum?",
        answer:
          "Small enough that one success metric can prove or disprove it. Usually one user role, one core workflow and the billing around it.",
      },
      {
        question: "Will we have to rewrite it later?",
        answer:
          "We build MVPs on the same stack and standards as our long-lived products. What gets replaced later is usually scope, not the foundations.",
      },
    ],
  },
  {
    slug: "fast-healthcare-mvp",
    title: "Fast Healthcare MVP",
    summary:
      "HIPAA-aware MVPs for digital-health founders: patient apps, clinician portals and trial tooling, live in about ninety days.",
    icon: "pulse",
    headline: "A compliant digital-health MVP in ninety days, not nine months",
    intro:
      "Healthcare founders face a double deadline: prove the clinical value and satisfy security reviewers before the money runs out. We start from a hardened, audited foundation for identity, consent, audit logging and encrypted storage, so your budget goes on the workflow that makes your product different.",
    offerings: [
      {
        title: "Compliance-ready foundation",
        text: "Role-based access, audit trails, encryption at rest and in transit, and a signed BAA with our hosting partners.",
      },
      {
        title: "Patient and clinician apps",
        text: "Mobile intake, remote monitoring, telehealth scheduling and clinician dashboards designed with clinicians, not just for them.",
      },
      {
        title: "Integrations",
        text: "FHIR and HL7 interfaces, e-prescribing, lab results and the EHR your pilot site already uses.",
      },
      {
        title: "Evidence for your buyers",
        text: "Security questionnaires, data-flow diagrams and pilot reporting that procurement teams ask for.",
      },
    ],
    process: [
      { index: 1, text: "Clinical workflow mapping with at least one practising clinician in the room." },
      { index: 2, text: "Risk assessment and data-flow design before a line of feature code is written." },
      { index: 3, text: "Two-week sprints with clinician review at every demo." },
      { index: 4, text: "Pilot launch at one site, with monitoring and a weekly outcomes report." },
    ],
    results: [
      { title: "90 days", subTitle: "target from kickoff to a pilot with real patients" },
      { title: "HIPAA", subTitle: "safeguards designed in, documented and ready for your security review" },
      { title: "2 weeks", subTitle: "per sprint, each ending in a clinician-reviewed demo" },
    ],
    stack: ["FHIR R4", "HL7 v2", "AWS HIPAA-eligible services", "React Native", "PostgreSQL", "Twilio Video"],
    caseStudy: "/centralive",
    faqs: [
      {
        question: "Is the MVP HIPAA compliant?",
        answer:
          "Compliance is a property of your organisation, not just of software. We build the technical safeguards, document them, and help you complete the administrative side with your compliance lead.",
      },
      {
        question: "Can you work with our clinical advisors?",
        answer:
          "We expect to. Every sprint demo includes a clinician review, and acceptance criteria are written with them.",
      },
    ],
  },
  {
    slug: "product-design",
    title: "Product Design",
    summary:
      "Research, UX and UI that turn complex workflows into interfaces people understand on the first try.",
    icon: "pen",
    headline: "Design that starts with the people, not the pixels",
    intro:
      "We design products for people who are busy, distracted and not especially interested in software: pharmacists between prescriptions, sales reps between calls, operators at the end of a long shift. Research tells us what they need; prototypes prove it before engineering time is spent.",
    offerings: [
      {
        title: "User research",
        text: "Interviews, contextual observation and analytics reviews that end in personas and a journey map your whole team agrees on.",
      },
      {
        title: "UX architecture",
        text: "User flows, information architecture and wireframes that settle structure before anyone argues about colour.",
      },
      {
        title: "UI and design systems",
        text: "Accessible components, tokens and documentation in Figma that map one-to-one to the code.",
      },
      {
        title: "Usability testing",
        text: "Moderated sessions on prototypes and live products, with findings ranked by how many users they block.",
      },
    ],
    process: [
      { index: 1, text: "Research: stakeholder and user interviews, competitor teardown, analytics review." },
      { index: 2, text: "Define: personas, journey map, user flows and information architecture." },
      {
        index: 3,
        text: "Design: wireframes, then high-fidelity prototypes tested with five to eight users.",
      },
      {
        index: 4,
        text: "Deliver: a design system and annotated screens handed to engineering, with us on call.",
      },
    ],
    results: [
      { title: "5–8 users", subTitle: "tested on every major flow before it reaches development" },
      { title: "WCAG 2.2 AA", subTitle: "contrast, focus and semantics checked in design, not after launch" },
      { title: "45 days", subTitle: "for a full redesign like RxPost, research to final hand-off" },
    ],
    stack: ["Figma", "Maze", "Dovetail", "FigJam", "Storybook", "Hotjar"],
    caseStudy: "/rxpost",
    faqs: [
      {
        question: "Can you redesign a product that is already live?",
        answer:
          "Yes, and most of our design work is exactly that. We start from your analytics and support tickets, so the redesign fixes measured problems.",
      },
      {
        question: "Do you also build what you design?",
        answer:
          "We can. Our designers and engineers work in the same sprints, which removes most of the hand-off loss.",
      },
    ],
  },
  {
    slug: "digital-transformation",
    title: "Digital Transformation",
    summary:
      "Replace spreadsheets, paper and legacy systems with connected software your teams actually adopt.",
    icon: "layers",
    headline: "Modernise the way work gets done, one process at a time",
    intro:
      "Transformation programmes fail when they try to change everything at once. We pick the process that costs you the most, often one run on spreadsheets, email and memory, and replace it with software that fits how your people work. Then we measure it and move to the next one.",
    offerings: [
      {
        title: "Process discovery",
        text: "We shadow the teams doing the work and map where time, money and data are lost between systems.",
      },
      {
        title: "Legacy modernisation",
        text: "Strangler-pattern migrations that move features off old platforms without a big-bang cut-over weekend.",
      },
      {
        title: "Data and integration",
        text: "A single source of truth across ERP, CRM and line-of-business tools, with APIs instead of exports.",
      },
      {
        title: "Adoption and training",
        text: "Role-based training, in-app guidance and champions inside each team, because unused software transforms nothing.",
      },
    ],
    process: [
      { index: 1, text: "Baseline: measure the current process in hours, errors and cost." },
      { index: 2, text: "Pilot: replace it for one team and compare against the baseline." },
      { index: 3, text: "Roll out: extend to every team, retire the old tools, keep measuring." },
      { index: 4, text: "Repeat: pick the next most expensive process with the savings from the first." },
    ],
    results: [
      { title: "Weeks", subTitle: "to the first measurable win, because we start with one process" },
      {
        title: "Zero",
        subTitle: "big-bang cut-overs; old and new systems run side by side until the switch is safe",
      },
      { title: "1 source", subTitle: "of truth for each business entity, owned by a named team" },
    ],
    stack: ["Microsoft 365 & Power Platform", "Salesforce", "Azure", "Node.js", ".NET", "Airbyte"],
    caseStudy: "/servativ",
    faqs: [
      {
        question: "We have tried this before and it failed. Why would this be different?",
        answer:
          "Because we will not start with a programme. We start with one process, one team and one measurement, and only continue when the numbers justify it.",
      },
    ],
  },
  {
    slug: "java-enterprise-development",
    title: "Java Enterprise Development",
    summary:
      "Spring-based platforms, integrations and migrations for systems that have to run for the next ten years.",
    icon: "cube",
    headline: "Java systems built for uptime, audits and the next decade",
    intro:
      "Banks, insurers, carriers and logistics firms still run on Java for good reasons: a mature ecosystem, predictable performance and a deep hiring pool. We build new Spring Boot services, modernise monoliths and move old application servers to containers without losing the behaviour your business depends on.",
    offerings: [
      {
        title: "Spring Boot services",
        text: "Well-tested, observable services with clear contracts, built on current LTS releases of Java and Spring.",
      },
      {
        title: "Monolith modernisation",
        text: "Modular monoliths first, microservices where they pay for themselves, and characterisation tests before any change.",
      },
      {
        title: "Integration",
        text: "Messaging with Kafka and JMS, batch jobs with Spring Batch, and SOAP and REST adapters for partners who never upgrade.",
      },
      {
        title: "Performance engineering",
        text: "Load testing, JVM tuning and query analysis with before-and-after numbers, not hunches.",
      },
    ],
    process: [
      {
        index: 1,
        text: "System audit: dependencies, build, runtime and the tests that exist (and those that do not).",
      },
      { index: 2, text: "Safety net: characterisation tests around the behaviour that must not change." },
      { index: 3, text: "Incremental change behind feature flags, released weekly." },
      { index: 4, text: "Operate: dashboards, alerts and runbooks handed to your on-call team." },
    ],
    results: [
      { title: "Java 21", subTitle: "LTS target for every modernisation, with a plan for the next one" },
      { title: "Weekly", subTitle: "releases once the safety net is in place" },
      { title: "p95", subTitle: "latency budgets agreed up front and checked in CI" },
    ],
    stack: ["Java 21", "Spring Boot", "Kafka", "Hibernate", "Kubernetes", "Gradle & Maven"],
    caseStudy: "/voip",
    faqs: [
      {
        question: "Can you work on our old Java EE application?",
        answer:
          "Yes. We regularly take over applications on older application servers and move them forward in small, tested steps.",
      },
    ],
  },
  {
    slug: "enterprise-automation-solutions",
    title: "Enterprise Automation Solutions",
    summary:
      "Workflow, document and back-office automation that removes copy-and-paste work from your operations teams.",
    icon: "gear",
    headline: "Give your operations team their afternoons back",
    intro:
      "Every company has people whose job has quietly become moving data from one screen to another. We automate that work with integrations, workflow engines and, where it genuinely helps, AI document extraction, and we keep a human in the loop wherever a mistake would be expensive.",
    offerings: [
      {
        title: "Workflow automation",
        text: "Approvals, hand-offs and escalations modelled explicitly, with deadlines and an audit trail.",
      },
      {
        title: "Document processing",
        text: "Invoices, forms and contracts read by OCR and language models, checked against your rules, and routed for review when unsure.",
      },
      {
        title: "System integration",
        text: "APIs and event streams between ERP, CRM, telephony and finance tools that replace nightly spreadsheets.",
      },
      {
        title: "Automation governance",
        text: "A catalogue of every bot and workflow, who owns it and what it touches, so automation never becomes shadow IT.",
      },
    ],
    process: [
      { index: 1, text: "Time study: which tasks take the most hours and cause the most rework." },
      { index: 2, text: "Rank by value and risk; automate the high-value, low-risk work first." },
      { index: 3, text: "Build with exception queues so people handle what machines should not." },
      { index: 4, text: "Report hours saved each month against the original time study." },
    ],
    results: [
      { title: "60–80%", subTitle: "of manual touches removed from the processes we automate" },
      { title: "Human review", subTitle: "built into every workflow where a wrong answer costs money" },
      { title: "Monthly", subTitle: "savings report measured against the starting baseline" },
    ],
    stack: ["Temporal", "n8n", "Azure Logic Apps", "OpenAI & Azure AI", "Python", "Power Automate"],
    caseStudy: "/servativ",
    faqs: [
      {
        question: "Do you use RPA bots?",
        answer:
          "Only when a system has no API and never will. Bots that click through screens break when the screens change, so we prefer integrations.",
      },
    ],
  },
  {
    slug: "devops-solutions",
    title: "DevOps Solutions",
    summary:
      "CI/CD, cloud infrastructure as code and observability so you release on a Tuesday afternoon without fear.",
    icon: "infinity",
    headline: "Release daily, sleep nightly",
    intro:
      "If a release needs a war room, the pipeline is the problem. We automate the path from commit to production, describe your infrastructure as code, and add the monitoring that tells you about a problem before your customers do.",
    offerings: [
      {
        title: "CI/CD pipelines",
        text: "Build, test, scan and deploy on every merge, with preview environments for every pull request.",
      },
      {
        title: "Infrastructure as code",
        text: "Terraform or Pulumi for every resource, reviewed like application code and reproducible in a new region.",
      },
      {
        title: "Observability",
        text: "Logs, metrics and traces in one place, with alerts tied to user-facing service levels.",
      },
      {
        title: "Cloud cost control",
        text: "Tagging, right-sizing and reserved capacity that typically pay for the engagement within a quarter.",
      },
    ],
    process: [
      {
        index: 1,
        text: "Measure the four delivery metrics: deploy frequency, lead time, change failure rate and recovery time.",
      },
      { index: 2, text: "Fix the slowest stage of the pipeline first." },
      { index: 3, text: "Codify infrastructure and remove manual console changes." },
      { index: 4, text: "Hand over runbooks and train your engineers to own it." },
    ],
    results: [
      { title: "< 15 min", subTitle: "from merge to production on the pipelines we build" },
      { title: "20–35%", subTitle: "typical cloud bill reduction after a cost review" },
      { title: "100%", subTitle: "of infrastructure described in code and reviewed in pull requests" },
    ],
    stack: ["GitHub Actions", "Terraform", "Kubernetes", "AWS", "Grafana & Prometheus", "OpenTelemetry"],
    caseStudy: "/voip",
    faqs: [
      {
        question: "Can you work with our existing cloud provider?",
        answer: "Yes: AWS, Azure and Google Cloud. We recommend changes only when the numbers favour them.",
      },
    ],
  },
  {
    slug: "quality-assurance",
    title: "Quality Assurance",
    summary:
      "Manual and automated testing that catches regressions before release and proves that fixes stay fixed.",
    icon: "shield",
    headline: "Quality you can measure, not just hope for",
    intro:
      "Testing at the end of a project finds bugs; testing throughout prevents them. Our QA engineers join your sprints, write acceptance criteria with your product owner, automate the paths that matter most and keep a living record of what has been tested on which build.",
    offerings: [
      {
        title: "Test strategy",
        text: "A risk-based plan that says what is tested by hand, what is automated and what is monitored in production.",
      },
      {
        title: "Test automation",
        text: "End-to-end, API and component tests in your CI, stable enough that a red build always means a real problem.",
      },
      {
        title: "Accessibility and performance",
        text: "WCAG audits with screen readers and keyboards, plus load tests that match real traffic shapes.",
      },
      {
        title: "Release QA",
        text: "Exploratory testing, regression passes and sign-off reports for regulated or high-stakes launches.",
      },
    ],
    process: [
      { index: 1, text: "Quality audit: current defects, escape rate and test coverage by risk." },
      { index: 2, text: "Automate the critical user journeys first." },
      { index: 3, text: "Embed QA in each sprint with acceptance criteria written up front." },
      { index: 4, text: "Report escaped defects monthly and tune the strategy." },
    ],
    results: [
      { title: "< 2%", subTitle: "flaky-test rate target on the suites we maintain" },
      { title: "Every PR", subTitle: "runs the automated regression suite before merge" },
      { title: "AA", subTitle: "accessibility audits against WCAG 2.2 with real assistive technology" },
    ],
    stack: ["Playwright", "Cypress", "k6", "Postman", "axe-core", "TestRail"],
    caseStudy: "/centralive",
    faqs: [
      {
        question: "Can you test an app someone else built?",
        answer:
          "Yes. Independent QA is a common first engagement; we start with an audit and a smoke-test suite within two weeks.",
      },
    ],
  },
  {
    slug: "outreach-automation-solution",
    title: "Outreach Automation Solution",
    summary:
      "Prospecting, sequencing and follow-up automation that keeps sales conversations personal at scale.",
    icon: "send",
    headline: "More conversations, fewer copy-and-paste emails",
    intro:
      "Sales teams spend a third of their week on research and follow-ups that software can do. We build outreach systems that enrich leads, draft personalised first touches for a rep to approve, and follow up on schedule, while respecting consent, unsubscribe rules and your domain reputation.",
    offerings: [
      {
        title: "Lead enrichment",
        text: "Company and contact data merged from your CRM and approved sources, de-duplicated and scored.",
      },
      {
        title: "AI-assisted drafting",
        text: "First-touch emails and LinkedIn notes drafted from real account context, always reviewed by a person before sending.",
      },
      {
        title: "Sequencing and follow-up",
        text: "Multi-step sequences that pause automatically on a reply, a meeting booking or an unsubscribe.",
      },
      {
        title: "Deliverability",
        text: "Domain warm-up, authentication records and sending limits that keep you out of spam folders.",
      },
    ],
    process: [
      { index: 1, text: "Define your ideal customer profile and the signals that mark a good lead." },
      { index: 2, text: "Connect CRM, calendar and mailboxes; set consent and suppression rules." },
      { index: 3, text: "Pilot with two reps for four weeks and compare reply rates." },
      { index: 4, text: "Roll out to the team with dashboards for sequences, replies and meetings." },
    ],
    results: [
      { title: "2–3×", subTitle: "reply rates on reviewed, personalised first touches versus templates" },
      { title: "10+ hours", subTitle: "of research and follow-up saved per rep, per week" },
      { title: "CAN-SPAM", subTitle: "and consent rules enforced by the system, not by memory" },
    ],
    stack: ["HubSpot & Salesforce", "OpenAI", "Node.js", "PostgreSQL", "Google Workspace", "Microsoft Graph"],
    caseStudy: "/aiopa",
    faqs: [
      {
        question: "Will this get our domain blacklisted?",
        answer:
          "Not if it is set up properly. We configure authentication, warm-up and sending limits, and we monitor reputation weekly.",
      },
    ],
  },
];
