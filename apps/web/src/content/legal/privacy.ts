import { formatAddress, siteConfig } from "@/config/site";
import type { LegalDocument } from "./types";

const company = siteConfig.legalName;
const privacyEmail = siteConfig.email;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${siteConfig.name} collects, uses, shares and protects personal information, and the privacy rights of California and other US residents.`,
  updated: "November 26, 2026",
  intro: [
    `This Privacy Policy explains how ${company} ("${siteConfig.name}", "we", "us" or "our") collects, uses, discloses and protects personal information when you visit our website, subscribe to our newsletter, book a call, send us an enquiry, comment on our blog or apply for a position with us (together, the "Services").`,
    "We are a business-to-business software development company. We do not sell personal information, and we collect only what we need to respond to you, run this website and hire good people.",
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "1. Information we collect",
      paragraphs: ["We collect the following categories of personal information:"],
      list: [
        "Identifiers and contact details you give us: your name, email address, phone number, company name and website address, for example when you use our contact form, request a UX review, subscribe to our newsletter or book a call.",
        "Professional and employment information you give us when you apply for a job: your resume, work history, location and any other information you choose to include in your application.",
        "Content you submit: messages, blog comments and ratings, and any files you upload.",
        "Internet and device activity collected automatically: IP address, browser type, device type, pages viewed, referring pages, approximate location derived from your IP address, and the date and time of your visit.",
        "Scheduling information: when you book a call through our embedded scheduler, the scheduling provider collects the details you enter and shares them with us so that we can hold the meeting.",
      ],
      after: [
        "We do not knowingly collect sensitive personal information, such as health, financial account or government identification data, through this website. Please do not include it in messages or applications.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "2. How we use information",
      paragraphs: ["We use personal information to:"],
      list: [
        "respond to enquiries, prepare proposals and hold the calls you book, and send you one email confirming that your message, review request or application reached us;",
        "send newsletters and marketing emails you have asked for: a newsletter subscription starts only once you confirm it from the link we email you, and every newsletter email has a one-click unsubscribe link;",
        "review job applications, contact candidates and comply with employment law;",
        "publish and moderate blog comments (your name and comment are shown publicly once approved; your email address is never published);",
        "operate, secure and improve the website, including preventing spam, fraud and abuse;",
        "measure how the website is used so we can improve our content; and",
        "comply with legal obligations and enforce our Terms of Service.",
      ],
    },
    {
      id: "cookies",
      heading: "3. Cookies, analytics and your choices",
      paragraphs: [
        "Reading this website sets no cookie. The site itself uses three, each only when needed: cobaltline_consent remembers the privacy choice you make in our banner, for twelve months; cobaltline_form holds, for up to fifteen minutes, the result of a form you sent with JavaScript switched off, so the page can show it; cobaltline_session keeps members of our team signed in to our administration area.",
        "Four kinds of third-party tools run only with your permission: Google Analytics and Google Tag Manager (analytics), a social advertising pixel (advertising) and Microsoft Clarity (session recording, which never records what you type). Until you choose, none of them is loaded and Google's Consent Mode is told that all storage is denied. On your first visit a banner offers Accept all, Reject all and Choose, with equal weight; you can change your answer at any time with Cookie settings at the bottom of every page. These tools may set their own cookies and receive your IP address and device information.",
        "With the same analytics permission, and only with it, some visits also measure how fast our pages load and respond to you (Core Web Vitals); each measurement is stored with the page's address and nothing that identifies you, and deleted after 28 days.",
        "To count each reader once, opening a blog post records a page view for two hours, and a like counts once per page view. A rating counts once per visitor and post, so a later rating replaces your earlier one. For both we keep a one-way keyed hash of your IP address, never the address itself: with a page view for those two hours, with a rating for as long as the post is published. No cookie is set for either.",
        "If your browser sends a Global Privacy Control (GPC) or Do Not Track signal, we treat it as a refusal of all four, including as a request to opt out of the sale and sharing of personal information, and the banner does not ask. Blocking or refusing these tools does not affect your ability to use the site.",
      ],
    },
    {
      id: "sharing",
      heading: "4. How we share information",
      paragraphs: ["We share personal information only with:"],
      list: [
        "service providers who host our website and data, send email, provide scheduling, analytics and applicant-tracking services, under contracts that limit their use of the information to providing services to us;",
        "professional advisers, such as lawyers and accountants, under a duty of confidentiality;",
        "authorities, when required by law or to protect the rights, property or safety of our clients, our staff or others; and",
        "a successor organisation, if we are involved in a merger, acquisition or sale of assets, in which case this policy will continue to apply to your information.",
      ],
      after: [
        "We do not sell personal information. The advertising pixel, which could count as sharing personal information for cross-context behavioural advertising as California law defines it, runs only if you accept it. You can opt out of sale and sharing at any time on our Do Not Sell or Share My Personal Information page, linked at the bottom of every page; a Global Privacy Control signal does the same.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep information",
      paragraphs: [
        "We keep enquiry and proposal records for up to three years after our last contact with you, newsletter records until you unsubscribe (unsubscribing deletes your address; an address never confirmed is deleted after 7 days), blog comments for as long as the related post is published, and job applications for up to two years after the position closes, unless a longer period is required by law. Website logs are kept for up to twelve months. When information is no longer needed we delete or anonymise it.",
      ],
    },
    {
      id: "security",
      heading: "6. Security",
      paragraphs: [
        "We protect personal information with administrative, technical and physical safeguards appropriate to its sensitivity, including encryption in transit, access controls based on role, and logging of access to applicant files. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will notify you and the appropriate authorities of a data breach as required by law.",
      ],
    },
    {
      id: "california-rights",
      heading: "7. Your California privacy rights",
      paragraphs: [
        'If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the "CCPA"), gives you the right to:',
      ],
      list: [
        "know what personal information we have collected about you, the sources, the purposes and the categories of third parties with whom we share it;",
        "obtain a copy of the specific pieces of personal information we hold about you;",
        "correct inaccurate personal information;",
        "delete personal information we collected from you, subject to legal exceptions;",
        "opt out of the sale or sharing of personal information (we do not sell it, and share it for advertising only with your consent); and",
        "not be discriminated against for exercising any of these rights.",
      ],
      after: [
        `To make a request, email ${privacyEmail} with the subject "Privacy request" or call ${siteConfig.phone.display}. We will confirm receipt within 10 business days and respond within 45 days. We will verify your identity by matching information you provide with information we hold. You may use an authorised agent, who must provide your signed permission.`,
        'California\'s "Shine the Light" law also allows California residents to ask once a year which personal information we disclosed to third parties for their direct marketing purposes. We make no such disclosures.',
      ],
    },
    {
      id: "other-states",
      heading: "8. Residents of other states",
      paragraphs: [
        "Residents of states such as Colorado, Connecticut, Virginia, Utah, Texas and Oregon may have similar rights to access, correct, delete and obtain a copy of their personal information and to opt out of targeted advertising. We honour these requests for all US residents using the process above. If we decline a request, you may appeal by replying to our decision; we will respond to appeals within 45 days.",
      ],
    },
    {
      id: "children",
      heading: "9. Children",
      paragraphs: [
        "Our website is intended for business users and is not directed to children under 16. We do not knowingly collect personal information from children. If you believe a child has given us personal information, please contact us and we will delete it.",
      ],
    },
    {
      id: "international",
      heading: "10. International visitors",
      paragraphs: [
        "We are based in the United States and our service providers store information in the United States. If you visit from another country, your information will be transferred to and processed in the United States, where data-protection laws may differ from those in your country.",
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time. The date at the top shows when it was last changed. If we make a material change, we will place a notice on our website before the change takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "12. Contact us",
      paragraphs: [
        `Questions about this policy or our privacy practices can be sent to ${privacyEmail}, by phone to ${siteConfig.phone.display}, or by mail to ${company}, Attn: Privacy, ${formatAddress()}.`,
      ],
    },
  ],
};
