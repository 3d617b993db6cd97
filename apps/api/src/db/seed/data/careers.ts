import type { SeedCareer } from "./types";

type JobParts = {
  about: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits?: string[];
};

const defaultBenefits = [
  "Medical, dental and vision coverage for you and your dependants, with the premium fully paid for employees",
  "401(k) with a 4% company match from your first paycheck",
  "Twenty days of paid time off plus the week between Christmas and New Year",
  "A $2,000 yearly learning budget for courses, books and conferences",
  "A home-office stipend and a laptop of your choice",
];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** Every job description has the same sections, so candidates can compare roles at a glance. */
function jobDescription({
  about,
  responsibilities,
  requirements,
  niceToHave,
  benefits = defaultBenefits,
}: JobParts) {
  return [
    "<h2>About the role</h2>",
    about,
    "<h3>What you will do</h3>",
    list(responsibilities),
    "<h3>What we are looking for</h3>",
    list(requirements),
    "<h3>Nice to have</h3>",
    list(niceToHave),
    "<h3>What we offer</h3>",
    list(benefits),
  ].join("\n");
}

export const careers: SeedCareer[] = [
  {
    title: "Senior Full-Stack Engineer (Java/React)",
    status: "OPEN",
    position_arrangement: "FULL_TIME_HYBRID",
    pay: { min: 152000, max: 186000, currency: "USD", period: "YEAR" },
    updated_date: "2026-11-04T16:00:00.000Z",
    job_description: jobDescription({
      about:
        "<p>Our client teams are small: usually a designer, a QA engineer and two or three developers who own a product end to end. As a senior full-stack engineer you will be one of those developers, building Spring Boot services and React front ends for healthcare and financial clients, and you will be trusted with architecture decisions from the first sprint. You will work from our Laguna Hills studio two days a week and from home the rest.</p><p>We care more about how you reason about trade-offs than about the number of frameworks on your resume.</p>",
      responsibilities: [
        "Design and build REST APIs in Java 21 and Spring Boot, backed by PostgreSQL",
        "Build accessible, fast React and Next.js interfaces together with our designers",
        "Write the tests that let the team release on a Tuesday afternoon without fear",
        "Join client workshops, turn fuzzy requirements into small, shippable increments",
        "Review pull requests and mentor mid-level engineers",
      ],
      requirements: [
        "Six or more years of professional software development, at least three with Java and Spring",
        "Solid React and TypeScript experience in production applications",
        "Comfort with relational data modelling, migrations and query tuning",
        "Clear written English: you will write design notes that clients read",
        "Authorization to work in the United States",
      ],
      niceToHave: [
        "Experience with HIPAA, PCI DSS or SOC 2 controls",
        "Kafka or another event streaming platform",
        "You have shipped something you still maintain as a side project",
      ],
    }),
  },
  {
    title: "QA Automation Engineer",
    status: "OPEN",
    position_arrangement: "FULL_TIME_REMOTE",
    pay: { min: 104000, max: 128000, currency: "USD", period: "YEAR" },
    updated_date: "2026-10-21T15:30:00.000Z",
    job_description: jobDescription({
      about:
        "<p>At Cobaltline, quality assurance is not a phase at the end of a project; our QA engineers join discovery and help write acceptance criteria before a line of code exists. We are looking for an automation engineer who enjoys building test suites that developers trust, and who can explain to a client why a flaky test is a bug.</p>",
      responsibilities: [
        "Build and maintain end-to-end suites with Playwright against real browsers",
        "Write API and contract tests that run on every pull request",
        "Own the test strategy for two or three client products at a time",
        "Run exploratory sessions before major releases and report findings clearly",
        "Track flaky tests and work with developers until they are fixed, not retried",
      ],
      requirements: [
        "Three or more years in test automation with TypeScript, JavaScript or Java",
        "Hands-on experience with Playwright, Cypress or Selenium WebDriver",
        "Understanding of HTTP, REST APIs and how to test them without a UI",
        "Experience running tests in CI (GitHub Actions, GitLab CI or similar)",
        "A habit of writing bug reports that can be reproduced on the first try",
      ],
      niceToHave: [
        "Accessibility testing with axe or manual screen-reader checks",
        "Performance testing with k6 or Gatling",
        "ISTQB certification",
      ],
    }),
  },
  {
    title: "DevOps Engineer",
    status: "OPEN",
    position_arrangement: "FULL_TIME_REMOTE",
    pay: { min: 138000, max: 168000, currency: "USD", period: "YEAR" },
    updated_date: "2026-09-30T14:00:00.000Z",
    job_description: jobDescription({
      about:
        "<p>We run production for many of the products we build, across AWS and Azure, and our clients expect the same reliability from a ten-person startup as from a regional hospital network. You will join a platform team of four that builds the pipelines, infrastructure modules and observability stack every Cobaltline project starts from.</p>",
      responsibilities: [
        "Maintain Terraform modules for networking, databases, container platforms and secrets",
        "Build CI/CD pipelines with preview environments for every pull request",
        "Own monitoring, alerting and on-call runbooks for client production systems",
        "Lead incident reviews that end with concrete follow-up work",
        "Keep cloud bills honest with tagging, budgets and right-sizing",
      ],
      requirements: [
        "Four or more years operating production systems on AWS or Azure",
        "Strong Terraform or OpenTofu skills and a clear opinion on module design",
        "Experience with containers and one orchestrator (ECS, Kubernetes or Container Apps)",
        "Scripting in Bash and one of Python, Go or TypeScript",
        "Calm under pressure and precise in writing during incidents",
      ],
      niceToHave: [
        "Experience with HIPAA or PCI-scoped environments",
        "OpenTelemetry, Prometheus and Grafana",
        "Voice infrastructure (SIP, session border controllers) or real-time media",
      ],
    }),
  },
  {
    title: "Product Designer",
    status: "OPEN",
    position_arrangement: "FULL_TIME_HYBRID",
    pay: { min: 118000, max: 146000, currency: "USD", period: "YEAR" },
    updated_date: "2026-10-08T17:00:00.000Z",
    job_description: jobDescription({
      about:
        "<p>Our designers work on everything from patient scheduling apps to case-management tools for law firms. You will run discovery with clients, test ideas with real users and hand developers designs they can build without guesswork. Accessibility is part of the brief on every project, not an afterthought.</p>",
      responsibilities: [
        "Plan and run discovery workshops and user interviews",
        "Turn research into flows, wireframes and high-fidelity prototypes in Figma",
        "Contribute to and maintain client design systems built on design tokens",
        "Run moderated usability tests and present the findings to stakeholders",
        "Pair with developers during implementation and review what ships",
      ],
      requirements: [
        "Four or more years designing web or mobile products, with a portfolio that shows your process",
        "Working knowledge of WCAG 2.2 and how to design for it",
        "Confidence presenting to clients and defending decisions with evidence",
        "Experience with complex forms, data tables and dashboards",
      ],
      niceToHave: [
        "Front-end skills: enough HTML and CSS to prototype in code",
        "Experience in regulated industries such as healthcare or finance",
        "Illustration or motion design",
      ],
    }),
  },
  {
    title: "Business Development Manager",
    status: "OPEN",
    position_arrangement: "FULL_TIME",
    pay: { min: 96000, max: 122000, currency: "USD", period: "YEAR" },
    updated_date: "2026-11-12T16:45:00.000Z",
    job_description: jobDescription({
      about:
        "<p>Most of our work comes from referrals, and we want to grow deliberately into healthcare, legal and financial services. You will build relationships with founders and operations leaders, understand their problems well enough to tell them when custom software is the wrong answer, and shape proposals together with our engineering leads.</p>",
      responsibilities: [
        "Build and manage a pipeline of qualified opportunities in our target industries",
        "Lead first conversations and discovery calls with prospective clients",
        "Write proposals and statements of work together with delivery leads",
        "Represent Cobaltline at industry events in Southern California",
        "Keep our CRM accurate enough that forecasts mean something",
      ],
      requirements: [
        "Five or more years selling professional services, software development or IT consulting",
        "A track record of closing engagements between $100k and $1M",
        "Comfort discussing technical topics with CTOs without overselling",
        "Excellent writing: your proposals will be read line by line",
      ],
      niceToHave: [
        "An existing network in healthcare, legal or financial services",
        "Experience with outbound sequencing tools and account-based marketing",
      ],
      benefits: [
        "Base salary plus uncapped commission on closed engagements",
        ...defaultBenefits.slice(0, 4),
      ],
    }),
  },
  {
    title: "Technical Project Manager",
    status: "OPEN",
    position_arrangement: "CONTRACT_HYBRID",
    pay: { min: 68, max: 88, currency: "USD", period: "HOUR" },
    updated_date: "2026-08-19T15:15:00.000Z",
    job_description: jobDescription({
      about:
        "<p>We are looking for a technical project manager on a twelve-month contract to run two parallel client programmes: a telehealth platform and an internal workflow tool for a regional credit union. You will keep scope honest, risks visible and clients informed, working with teams who prefer short written updates to long meetings.</p>",
      responsibilities: [
        "Plan releases and run sprint ceremonies for two delivery teams",
        "Maintain the risk register and raise issues before they become surprises",
        "Prepare weekly written status reports for client stakeholders",
        "Manage change requests and their effect on budget and timeline",
        "Coordinate security reviews, user acceptance testing and go-live checklists",
      ],
      requirements: [
        "Five or more years managing software projects, at least two in an agency or consultancy",
        "Enough technical depth to follow architecture discussions and ask good questions",
        "Experience with Jira or Linear, and with fixed-budget engagements",
        "Availability for two on-site days a week in Laguna Hills",
      ],
      niceToHave: ["PMP, PSM or similar certification", "Healthcare or banking project experience"],
      benefits: [
        "Competitive hourly rate, paid every two weeks",
        "Possibility of conversion to a permanent role",
        "A laptop and software licences for the duration of the contract",
      ],
    }),
  },
  {
    title: "Mobile Engineer (React Native)",
    status: "CLOSED",
    position_arrangement: "FULL_TIME_REMOTE",
    pay: { min: 128000, max: 158000, currency: "USD", period: "YEAR" },
    updated_date: "2026-06-02T16:00:00.000Z",
    job_description: jobDescription({
      about:
        "<p>This position has been filled. We built a React Native team for a remote patient monitoring product that pairs with Bluetooth health devices, and we are grateful to everyone who applied. We expect to hire mobile engineers again; keep an eye on this page.</p>",
      responsibilities: [
        "Build iOS and Android features in React Native and TypeScript",
        "Integrate Bluetooth Low Energy devices and handle flaky connections gracefully",
        "Work with designers on accessible, offline-friendly interfaces",
        "Ship through app store review with automated builds and release notes",
      ],
      requirements: [
        "Three or more years of React Native in production apps",
        "Native module experience in Swift or Kotlin",
        "Experience with offline storage and data synchronisation",
      ],
      niceToHave: ["BLE or HealthKit / Health Connect integrations", "Detox or Maestro test automation"],
    }),
  },
  {
    title: "Telecom Integration Engineer",
    status: "CLOSED",
    position_arrangement: "CONTRACT_REMOTE",
    pay: null,
    updated_date: "2026-03-17T18:00:00.000Z",
    job_description: jobDescription({
      about:
        "<p>This contract has been filled. The role supported a contact-centre migration from an on-premises PBX to Microsoft Teams Phone with Direct Routing, including number porting, session border controller configuration and call-flow testing for about 1,200 users.</p>",
      responsibilities: [
        "Configure and test session border controllers for Teams Direct Routing",
        "Plan number porting windows and rollback procedures",
        "Build call-quality dashboards from Teams and SBC call detail records",
        "Document call flows, auto attendants and emergency calling setup",
      ],
      requirements: [
        "Three or more years with SIP, SBCs and enterprise voice platforms",
        "Hands-on Microsoft Teams Phone administration and PowerShell",
        "Understanding of E911 / RAY BAUM'S Act dispatchable location rules",
      ],
      niceToHave: ["AudioCodes or Ribbon certifications", "Experience with contact-centre routing platforms"],
      benefits: ["Competitive daily rate", "Fully remote with flexible hours across US time zones"],
    }),
  },
];
