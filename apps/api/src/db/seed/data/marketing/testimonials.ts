import type { CustomerQuote } from "@site/contract";

/**
 * The home page's Testimonials section: 6 quotes (spec §9), the seed of the "testimonials" content's "home"
 * entry. All people and companies are fictional.
 */
export const seedTestimonials: CustomerQuote[] = [
  {
    name: "Marcus Ellery",
    position: "VP Operations, UniVoip",
    image: "/images/people/marcus-ellery.svg",
    logo: "/images/clients/univoip.svg",
    logoAlt: "UniVoip",
    quote:
      "They understood Teams direct routing better than some carriers we have worked with. Onboarding went from a week of tickets to twenty minutes, and our support queue noticed immediately.",
  },
  {
    name: "Dana Whitlock",
    position: "Head of Product, RxPost",
    image: "/images/people/dana-whitlock.svg",
    logo: "/images/clients/rxpost.svg",
    logoAlt: "RxPost",
    quote:
      "Forty-five days, start to finish, and every decision traced back to something a pharmacist said or did. It is the most useful research we have ever paid for.",
  },
  {
    name: "Kenji Morimoto",
    position: "Director of Corporate Communications, Valleyhill",
    image: "/images/people/kenji-morimoto.svg",
    logo: "/images/clients/valleyhill.svg",
    logoAlt: "Valleyhill",
    quote:
      "A bilingual site is easy to promise and hard to deliver. Cobaltline treated Japanese typography with real care and delivered on the date they gave us in the first week.",
  },
  {
    name: "Dr. Priya Raman",
    position: "Clinical Operations Director, Centralive",
    image: "/images/people/priya-raman.svg",
    logo: "/images/clients/centralive.svg",
    logoAlt: "Centralive",
    quote:
      "Two-week sprints with our coordinators in every demo meant there were no surprises at validation. Our sites adopted the platform faster than any tool we have rolled out.",
  },
  {
    name: "Alicia Brandt",
    position: "Co-founder, AIOPA",
    image: "/images/people/alicia-brandt.svg",
    logo: "/images/clients/aiopa.svg",
    logoAlt: "AIOPA",
    quote:
      "We came with a notebook prototype and left ten weeks later with paying customers. They pushed back on scope exactly when we needed someone to.",
  },
  {
    name: "Tom Okafor",
    position: "COO, Servativ",
    image: "/images/people/tom-okafor.svg",
    logo: "/images/clients/servativ.svg",
    logoAlt: "Servativ",
    quote:
      "Our dispatchers used to run the business from a whiteboard. Now regional managers, dispatchers and clients each see exactly what they should, and urgent jobs get there a third faster.",
  },
];

/** Customer quotes near the end of the home page, results other clients measured: the "customer-stories" entry. */
export const seedCustomerStories: CustomerQuote[] = [
  {
    name: "Elena Vasquez",
    position: "Practice Operations Manager, Harborlight Dental",
    image: "/images/people/elena-vasquez.svg",
    logo: "/images/clients/harborlight.svg",
    logoAlt: "Harborlight Dental",
    quote:
      "Online booking and recall reminders filled 380 empty chair-hours across our fourteen clinics in the first quarter. The front desk stopped dreading Monday mornings.",
  },
  {
    name: "Raymond Cho",
    position: "Director of Customer Service, Meridian Freightworks",
    image: "/images/people/raymond-cho.svg",
    logo: "/images/clients/meridian.svg",
    logoAlt: "Meridian Freightworks",
    quote:
      "'Where is my freight?' calls fell by 57% within two months of launching tracking pages and delay alerts. Our agents now spend their time on exceptions.",
  },
  {
    name: "Nadia Farouk",
    position: "Chief Operating Officer, Arroyo Capital",
    image: "/images/people/nadia-farouk.svg",
    logo: "/images/clients/arroyo.svg",
    logoAlt: "Arroyo Capital",
    quote:
      "Quarterly investor reports used to take three analysts a week. They now generate overnight from one governed data set, and our auditors love the trail.",
  },
];
