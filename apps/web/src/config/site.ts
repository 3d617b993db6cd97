/**
 * The company's public facts in one typed place: the header, footer, contact tiles, JSON-LD and
 * metadata all read from here, so a change of phone number is one edit.
 */
export type SocialNetwork = "facebook" | "twitter" | "linkedin" | "instagram" | "youtube";

export type SocialLink = { network: SocialNetwork; label: string; href: string };

export type FooterLink = { title: string; href: string };

export type FooterColumn = { title: string; links: FooterLink[] };

export type SiteConfig = {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  phone: { display: string; href: string };
  address: {
    street: string;
    locality: string;
    region: string;
    regionName: string;
    postalCode: string;
    country: string;
  };
  foundingYear: number;
  socials: SocialLink[];
  footerColumns: FooterColumn[];
  footerLinks: FooterLink[];
};

export const siteConfig: SiteConfig = {
  name: "Cobaltline",
  legalName: "Cobaltline Software, Inc.",
  tagline: "Custom software, built to last",
  description:
    "Cobaltline is a custom software development company in Laguna Hills, California. We design, build and run web platforms, MVPs and enterprise systems for healthcare, telecom, legal, e-commerce and financial teams.",
  email: "hello@cobaltline.dev",
  phone: { display: "+1 (949) 555-0142", href: "tel:+19495550142" },
  address: {
    street: "23521 Paseo de Valencia, Suite 204",
    locality: "Laguna Hills",
    region: "CA",
    regionName: "California",
    postalCode: "92653",
    country: "US",
  },
  foundingYear: 2014,
  socials: [
    { network: "facebook", label: "Cobaltline on Facebook", href: "https://www.facebook.com/cobaltline.dev" },
    { network: "twitter", label: "Cobaltline on X (Twitter)", href: "https://x.com/cobaltline_dev" },
    {
      network: "linkedin",
      label: "Cobaltline on LinkedIn",
      href: "https://www.linkedin.com/company/cobaltline-software",
    },
    {
      network: "instagram",
      label: "Cobaltline on Instagram",
      href: "https://www.instagram.com/cobaltline.dev",
    },
    { network: "youtube", label: "Cobaltline on YouTube", href: "https://www.youtube.com/@cobaltline" },
  ],
  footerColumns: [
    {
      title: "Industries",
      links: [
        { title: "Healthcare", href: "/industry/healthcare" },
        { title: "Telecom", href: "/industry/telecom" },
        { title: "Legal", href: "/industry/legal" },
        { title: "E-commerce", href: "/industry/e-commerce" },
        { title: "Financial", href: "/industry/financial" },
        { title: "All Industries", href: "/industry" },
      ],
    },
    {
      title: "About Us",
      links: [
        { title: "Company", href: "/about" },
        { title: "Partners", href: "/about/partners" },
        { title: "Our Works", href: "/about/works" },
        { title: "Careers", href: "/about/career" },
        { title: "Case Study: RxPost", href: "/rxpost" },
        { title: "Case Study: VoIP", href: "/voip" },
      ],
    },
    {
      title: "Services",
      links: [
        { title: "Software Development Consulting", href: "/services/software-development-consulting" },
        { title: "MVP Development", href: "/services/mvp-development" },
        { title: "Fast Healthcare MVP", href: "/services/fast-healthcare-mvp" },
        { title: "Product Design", href: "/services/product-design" },
        { title: "Digital Transformation", href: "/services/digital-transformation" },
        { title: "DevOps Solutions", href: "/services/devops-solutions" },
        { title: "Quality Assurance", href: "/services/quality-assurance" },
        { title: "All Services", href: "/services" },
      ],
    },
    {
      title: "Products",
      links: [
        { title: "Business Accelerator", href: "/products/business-accelerator" },
        { title: "Free UX Review", href: "/ux-review" },
        { title: "Fast AI MVP", href: "/fast-mvp" },
        { title: "Free Leads", href: "/free-leads" },
      ],
    },
  ],
  footerLinks: [
    { title: "Blog", href: "/blog" },
    { title: "Contact", href: "/contact" },
    { title: "Privacy", href: "/privacy" },
    { title: "Terms", href: "/terms" },
    { title: "Do Not Sell or Share My Personal Information", href: "/privacy/do-not-sell" },
  ],
};

/** One line of the postal address: "23521 Paseo de Valencia, Suite 204, Laguna Hills, CA 92653". */
export function formatAddress(address = siteConfig.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
