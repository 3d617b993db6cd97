import type { FaqItem } from "@site/contract";

/** Eight questions on website packages (spec §1, §9), shown on the home page: the seed of its "faq" content. */
export const seedFaqItems: FaqItem[] = [
  {
    question: "What is included in a website package?",
    answer:
      "Every package includes strategy, copywriting support, custom design, development, on-page SEO, analytics, hosting setup and a launch checklist. Higher tiers add landing pages, CRM and email automation. You never pay extra for basics like a contact form, SSL or mobile layouts.",
  },
  {
    question: "How long does it take to launch a new website?",
    answer:
      "A Startup site typically launches in three to four weeks. Premium takes five to six weeks and Business+ six to eight, depending on the number of pages and integrations. We agree a launch date in the kickoff call and share progress on a staging link every week.",
  },
  {
    question: "Which package is right for my business?",
    answer:
      "Startup suits a new business that needs a credible, fast site. Premium adds a landing page with video for one product or campaign. Business+ is for companies running several campaigns at once, with up to three landing pages and marketing automation. A 30-minute call is usually enough to decide.",
  },
  {
    question: "Do I own the website and its content?",
    answer:
      "Yes. The design, code, copy and domain are yours from launch day. We set up hosting and analytics accounts in your company's name and hand over every credential.",
  },
  {
    question: "Can I update the website myself after launch?",
    answer:
      "Yes. Every package includes an easy content editor and a recorded training session. You can edit text, images, blog posts and landing pages without a developer.",
  },
  {
    question: "Will my website rank on Google?",
    answer:
      "We build every site to technical SEO best practice: fast pages, clean structured data, sitemaps, meta tags and accessible markup. Rankings also depend on content and competition, so Premium and Business+ include a keyword plan for your first twelve posts.",
  },
  {
    question: "What happens after launch?",
    answer:
      "Each package includes 30 days of post-launch support for fixes and small changes. After that you can choose a monthly care plan covering updates, backups, uptime monitoring and a set number of content changes, or manage the site yourself.",
  },
  {
    question: "How do payments work?",
    answer:
      "Packages have a fixed price agreed before work starts: 40% at kickoff, 40% when you approve the design and 20% at launch. There are no hourly surprises; anything outside the agreed scope is quoted separately before we do it.",
  },
];
