import type { MenuItem } from "@site/contract";

/**
 * The main menu of spec §2. Items with `sub` open a mega-submenu on large screens and an accordion
 * panel on mobile; `isLink` items are plain links. The Services menu lists nine services: the
 * healthcare MVP offer is reached from the Healthcare industry page and the footer instead.
 */
export const mainMenu: MenuItem[] = [
  {
    id: "industry",
    title: "Industry",
    link: "/industry",
    isLink: false,
    description: "Software shaped by the rules, workflows and customers of your field.",
    sub: [
      {
        id: "all-industries",
        title: "All Industries",
        link: "/industry",
        description: "Every sector we build for, side by side.",
      },
      {
        id: "healthcare",
        title: "Healthcare",
        link: "/industry/healthcare",
        description: "HIPAA-minded patient, clinic and pharmacy platforms.",
      },
      {
        id: "telecom",
        title: "Telecom",
        link: "/industry/telecom",
        description: "VoIP portals, provisioning and Teams direct routing.",
      },
      {
        id: "legal",
        title: "Legal",
        link: "/industry/legal",
        description: "Case management, intake and secure client portals.",
      },
      {
        id: "e-commerce",
        title: "E-commerce",
        link: "/industry/e-commerce",
        description: "Storefronts, catalogs and checkout that convert.",
      },
      {
        id: "financial",
        title: "Financial",
        link: "/industry/financial",
        description: "Dashboards, onboarding and compliant data flows.",
      },
    ],
  },
  {
    id: "services",
    title: "Services",
    link: "/services",
    isLink: false,
    description: "From first prototype to enterprise scale, one accountable team.",
    sub: [
      {
        id: "software-development-consulting",
        title: "Software Development Consulting",
        link: "/services/software-development-consulting",
        description: "Architecture, roadmaps and a second opinion you can trust.",
      },
      {
        id: "mvp-development",
        title: "MVP Development",
        link: "/services/mvp-development",
        description: "Ship a focused first version and learn from real users.",
      },
      {
        id: "product-design",
        title: "Product Design",
        link: "/services/product-design",
        description: "Research, UX flows and interfaces people enjoy.",
      },
      {
        id: "digital-transformation",
        title: "Digital Transformation",
        link: "/services/digital-transformation",
        description: "Replace spreadsheets and legacy tools step by step.",
      },
      {
        id: "java-enterprise-development",
        title: "Java Enterprise Development",
        link: "/services/java-enterprise-development",
        description: "Robust Spring back ends for demanding workloads.",
      },
      {
        id: "enterprise-automation-solutions",
        title: "Enterprise Automation Solutions",
        link: "/services/enterprise-automation-solutions",
        description: "Automate approvals, reports and hand-offs.",
      },
      {
        id: "devops-solutions",
        title: "DevOps Solutions",
        link: "/services/devops-solutions",
        description: "CI/CD, cloud infrastructure and observability.",
      },
      {
        id: "quality-assurance",
        title: "Quality Assurance",
        link: "/services/quality-assurance",
        description: "Manual and automated testing that catches issues early.",
      },
      {
        id: "outreach-automation-solution",
        title: "Outreach Automation Solution",
        link: "/services/outreach-automation-solution",
        description: "Personalised outreach sequences that book meetings.",
      },
    ],
  },
  {
    id: "products",
    title: "Products",
    link: "/products",
    isLink: false,
    description: "Ready-made tools that grow your pipeline.",
    sub: [
      {
        id: "business-accelerator",
        title: "Business Accelerator",
        link: "/products/business-accelerator",
        description: "A website that generates leads, with CRM and email automation built in.",
      },
    ],
  },
  {
    id: "about",
    title: "About",
    link: "/about",
    isLink: false,
    description: "The people, partners and projects behind Cobaltline.",
    sub: [
      {
        id: "company",
        title: "Company",
        link: "/about",
        description: "Our story, values and the team you will work with.",
      },
      {
        id: "partners",
        title: "Partners",
        link: "/about/partners",
        description: "The telecom partners we build alongside.",
      },
      {
        id: "works",
        title: "Our Works",
        link: "/about/works",
        description: "Case studies from launches we are proud of.",
      },
    ],
  },
  { id: "contact", title: "Contact", link: "/contact", isLink: true },
  { id: "blog", title: "Blog", link: "/blog", isLink: true },
];
