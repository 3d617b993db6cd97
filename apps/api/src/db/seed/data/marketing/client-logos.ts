import type { ClientLogo } from "@site/contract";

/**
 * Client logos, the seed of the "client-logos" content. Every name here is fictional; the marks in the
 * site's /images/clients are original artwork (initials on a simple shape). Each key is also the id of the
 * client's section on /about/works, which the work-navigation strip follows.
 */
const logo = (slug: string) => `/images/clients/${slug}.svg`;

const clients: ClientLogo[] = [
  { slug: "univoip", name: "UniVoip", logo: logo("univoip"), industry: "Telecom" },
  { slug: "rxpost", name: "RxPost", logo: logo("rxpost"), industry: "Pharmacy" },
  { slug: "valleyhill", name: "Valleyhill", logo: logo("valleyhill"), industry: "Corporate" },
  { slug: "centralive", name: "Centralive", logo: logo("centralive"), industry: "Clinical research" },
  { slug: "aiopa", name: "AIOPA", logo: logo("aiopa"), industry: "Sales automation" },
  { slug: "servativ", name: "Servativ", logo: logo("servativ"), industry: "Field services" },
  { slug: "harborlight", name: "Harborlight Dental", logo: logo("harborlight"), industry: "Healthcare" },
  { slug: "pinecrest", name: "Pinecrest Law", logo: logo("pinecrest"), industry: "Legal" },
  { slug: "meridian", name: "Meridian Freightworks", logo: logo("meridian"), industry: "Logistics" },
  { slug: "sunmesa", name: "Sunmesa Energy", logo: logo("sunmesa"), industry: "Energy" },
  { slug: "tidewell", name: "Tidewell Health", logo: logo("tidewell"), industry: "Healthcare" },
  { slug: "arroyo", name: "Arroyo Capital", logo: logo("arroyo"), industry: "Financial" },
  { slug: "brightloom", name: "Brightloom Learning", logo: logo("brightloom"), industry: "Education" },
  { slug: "kestrel", name: "Kestrel Field Labs", logo: logo("kestrel"), industry: "Agritech" },
  { slug: "lumenledger", name: "Lumen Ledger", logo: logo("lumenledger"), industry: "Fintech" },
  { slug: "cedarpoint", name: "Cedarpoint Mutual", logo: logo("cedarpoint"), industry: "Insurance" },
  { slug: "orchardvine", name: "Orchard & Vine", logo: logo("orchardvine"), industry: "E-commerce" },
];

/** The three rows of the home page (spec §1, §9), each an entry of its own. */
export const seedClientLogos = {
  /** Hero marquee: 12 clients. */
  "hero-marquee": clients.slice(0, 12),
  /** Our-clients carousel: 11 logos, a different cut so the two rows do not repeat each other. */
  "clients-carousel": clients.slice(6, 17),
  /** Work-navigation strip: all 17. */
  "work-strip": clients,
};
