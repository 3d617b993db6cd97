/** The campaign banner marquee: 7 items linking to the UX review landing page (spec §9). */
export const campaignBanner = {
  href: "/ux-review",
  items: [
    "Free UX review of your website",
    "Find out why visitors leave",
    "Expert report in 5 business days",
    "Accessibility quick wins",
    "Conversion-focused recommendations",
    "No obligation, no sales pitch",
    "Request your free review",
  ],
};
