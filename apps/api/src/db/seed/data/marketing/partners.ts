import type { Partner, PartnersContent } from "@site/contract";

/** The partner showcase: two telecom partners (spec §1), the seed of the "partners" content. Both companies are fictional. */
const partners: Partner[] = [
  {
    name: "Northgate Voice",
    logo: "/images/partners/northgate-voice.svg",
    category: "SIP trunking & Teams calling",
    description:
      "Northgate Voice operates a nationwide SIP network with certified session border controllers for Microsoft Teams direct routing. Together we deliver Teams calling projects end to end: their network and numbers, our portals, automation and integrations.",
    highlights: [
      "Numbers in every US rate center",
      "Certified Teams direct routing SBCs",
      "Number porting desk with weekend cut-overs",
    ],
  },
  {
    name: "Bluepeak Telecom",
    logo: "/images/partners/bluepeak-telecom.svg",
    category: "Cloud contact center & messaging",
    description:
      "Bluepeak Telecom provides cloud contact-center seats, SMS and call-recording services for regulated industries. We build the CRM integrations, agent desktops and reporting that sit on top of their platform.",
    highlights: [
      "HIPAA-ready call recording",
      "10DLC-registered business messaging",
      "Open APIs for routing and analytics",
    ],
  },
];

const cta: PartnersContent["cta"] = {
  title: "Become a Cobaltline partner",
  text: "Carriers, platform vendors and agencies partner with us to offer their customers custom software, integrations and automation. We bring senior engineering; you keep the customer relationship.",
  benefits: [
    "Referral fees or white-label delivery, your choice",
    "Joint solution design for your largest deals",
    "A named partner manager and shared pipeline reviews",
  ],
  button: "Talk to our partnerships team",
};

/** /about/partners: its one entry, "showcase". */
export const seedPartners: PartnersContent = { partners, cta };
