import { formatAddress, siteConfig } from "@/config/site";
import type { LegalDocument } from "./types";

const company = siteConfig.legalName;

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description: `The terms that govern use of the ${siteConfig.name} website, its blog, forms and free offers.`,
  updated: "November 29, 2026",
  intro: [
    `These Terms of Service ("Terms") govern your use of the website operated by ${company} ("${siteConfig.name}", "we", "us" or "our"), including its blog, forms, booking tools and free offers such as UX reviews and lead audits (together, the "Site"). By using the Site you agree to these Terms. If you do not agree, please do not use the Site.`,
    "These Terms cover the Site only. Software development, design and consulting services are provided under a separate written agreement, which takes precedence over these Terms for the work it covers.",
  ],
  sections: [
    {
      id: "eligibility",
      heading: "1. Who may use the Site",
      paragraphs: [
        "You must be at least 18 years old and able to form a binding contract to use the Site's forms or submit content. If you use the Site on behalf of an organisation, you confirm that you are authorised to accept these Terms for it.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "2. Acceptable use",
      paragraphs: ["When using the Site you agree not to:"],
      list: [
        "break any law or infringe anyone's rights, including intellectual-property and privacy rights;",
        "submit false information, impersonate anyone, or apply for a job using another person's details;",
        "send spam, malware or automated requests that burden the Site, or try to bypass rate limits or security measures;",
        "scrape, copy or republish substantial parts of the Site without our written permission; or",
        "post comments that are unlawful, defamatory, harassing, hateful, or that advertise products or services.",
      ],
    },
    {
      id: "user-content",
      heading: "3. Comments, ratings and other content you submit",
      paragraphs: [
        "You keep ownership of the comments, messages and files you submit. By submitting a blog comment or rating, you grant us a worldwide, royalty-free, non-exclusive licence to display, reproduce and moderate it on the Site and in related materials. Comments are reviewed before publication, and we may decline, edit for length or remove any comment at our discretion. You are responsible for what you submit and confirm that you have the right to submit it.",
      ],
    },
    {
      id: "free-offers",
      heading: "4. Free reviews, audits and consultations",
      paragraphs: [
        "Free UX reviews, lead audits and strategy calls are offered at our discretion and may be limited in number. They are general recommendations based on the information available to us; they are not a guarantee of results and do not create a client relationship or any obligation for either party. We may decline a request without giving a reason.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "5. Our intellectual property",
      paragraphs: [
        `The Site and its content, including text, graphics, logos, case studies, illustrations and code, belong to ${siteConfig.name} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own non-commercial reference. Client names and project details appear with permission and remain the property of their owners. Any other use requires our prior written consent.`,
      ],
    },
    {
      id: "data-from-others",
      heading: "6. Data from others",
      paragraphs: [
        "The lists of countries, states and cities in the career application form come from the Countries States Cities Database by its contributors, through the @countrystatecity/countries package, made available under the Open Database License (ODbL) 1.0; its individual contents are under the Database Contents License. Our derived copy of it is available under the same licence on request. Country names follow the English names of the Unicode Common Locale Data Repository (CLDR).",
      ],
      links: [
        {
          label: "Countries States Cities Database",
          href: "https://github.com/dr5hn/countries-states-cities-database",
        },
        { label: "Open Database License (ODbL) 1.0", href: "https://opendatacommons.org/licenses/odbl/1-0/" },
        {
          label: "Database Contents License (DbCL) 1.0",
          href: "https://opendatacommons.org/licenses/dbcl/1-0/",
        },
      ],
    },
    {
      id: "third-party",
      heading: "7. Third-party services and links",
      paragraphs: [
        "The Site embeds or links to services run by others, such as our scheduling provider, video hosting and social networks. Their own terms and privacy policies apply to your use of them, and we are not responsible for their content or availability.",
      ],
    },
    {
      id: "disclaimers",
      heading: "8. Disclaimers",
      paragraphs: [
        'The Site is provided "as is" and "as available". Articles, case studies and other content are for general information and are not legal, medical, financial or other professional advice. Results described in case studies are specific to those projects and are not a promise of similar results. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not warrant that the Site will be uninterrupted or error-free.',
      ],
    },
    {
      id: "liability",
      heading: "9. Limitation of liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${siteConfig.name} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of the Site. Our total liability for any claim relating to the Site is limited to one hundred US dollars (US$100). Some jurisdictions do not allow these limitations, so they may not apply to you.`,
      ],
    },
    {
      id: "indemnity",
      heading: "10. Indemnity",
      paragraphs: [
        `You agree to indemnify and hold harmless ${siteConfig.name} and its officers, employees and contractors from claims, losses and expenses, including reasonable legal fees, arising from content you submit or your breach of these Terms.`,
      ],
    },
    {
      id: "governing-law",
      heading: "11. Governing law and disputes",
      paragraphs: [
        "These Terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules. Any dispute relating to the Site will be brought exclusively in the state or federal courts located in Orange County, California, and you and we consent to their jurisdiction. Before filing a claim, each party agrees to try to resolve the dispute informally by contacting the other for at least 30 days.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to the Site and these Terms",
      paragraphs: [
        "We may change or discontinue any part of the Site at any time. We may also update these Terms; the date at the top shows the latest version. Continued use of the Site after an update means you accept the revised Terms.",
      ],
    },
    {
      id: "general",
      heading: "13. General",
      paragraphs: [
        "If any provision of these Terms is found unenforceable, the rest remain in effect. Our failure to enforce a provision is not a waiver of it. These Terms, together with our Privacy Policy, are the entire agreement between you and us about the Site.",
      ],
    },
    {
      id: "contact",
      heading: "14. Contact",
      paragraphs: [
        `Questions about these Terms can be sent to ${siteConfig.email}, by phone to ${siteConfig.phone.display}, or by mail to ${company}, ${formatAddress()}.`,
      ],
    },
  ],
};
