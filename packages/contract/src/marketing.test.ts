import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import {
  faqContentSchema,
  HOME_COUNTS,
  isMarketingKind,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  serviceContentSchema,
  testimonialsContentSchema,
  clientLogosContentSchema,
} from "./content";
import { HOME_SERVICES_MESSAGES, homeServicesContentSchema } from "./content";
import { marketingOrderSchema, newMarketingEntrySchema } from "./marketing-structure";

const q = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` }));

describe("marketing content", () => {
  it("knows its kinds, and nothing an object inherits is one", () => {
    expect(Object.keys(MARKETING_KINDS)).toEqual([
      "faq",
      "service",
      "testimonials",
      "client-logos",
      "team",
      "partners",
      "industry",
      "case-study",
      "pricing",
      "home-services",
      "works",
      "landing",
      "home",
    ]);
    for (const kind of Object.keys(MARKETING_KINDS)) expect(isMarketingKind(kind)).toBe(true);
    for (const kind of ["toString", "__proto__", "constructor", "FAQ", ""])
      expect(isMarketingKind(kind)).toBe(false);
  });

  it("lets the FAQ publish with the spec's 8 questions only", () => {
    const rule = MARKETING_KINDS.faq.publishRule;
    expect(HOME_COUNTS.faq).toBe(8);
    expect(rule([{ key: "home", data: { items: q(8) } }])).toBeNull();
    expect(rule([{ key: "home", data: { items: q(7) } }])).toBe(MARKETING_MESSAGES.faqCount(7));
    expect(rule([{ key: "home", data: { items: q(9) } }])).toBe(
      "The FAQ must have exactly 8 questions (the spec fixes 8); this one has 9",
    );
  });

  it("lets the home page's testimonials publish with the spec's 6 quotes only; customer stories with any", () => {
    const rule = MARKETING_KINDS.testimonials.publishRule;
    const quotes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `P${i}`,
        position: "CEO",
        image: "/images/people/p.svg",
        logo: "/images/clients/c.svg",
        logoAlt: "C",
        quote: "Good.",
      }));
    expect(HOME_COUNTS.testimonials).toBe(6);
    expect(rule([{ key: "home", data: { items: quotes(6) } }])).toBeNull();
    expect(rule([{ key: "home", data: { items: quotes(5) } }])).toBe(MARKETING_MESSAGES.testimonialsCount(5));
    expect(rule([{ key: "home", data: { items: quotes(7) } }])).toBe(
      "The home page's testimonials must be exactly 6 quotes (the spec fixes 6); this one has 7",
    );
    expect(rule([{ key: "customer-stories", data: { items: quotes(2) } }])).toBeNull();
    expect(testimonialsContentSchema.safeParse({ items: quotes(1) }).success).toBe(true);
    const bad = testimonialsContentSchema.safeParse({
      items: [{ ...quotes(1)[0], image: "/images/a.svg?x=1", logo: "javascript:alert(1)" }],
    });
    expect(fieldErrors(bad.error!)).toEqual({
      "items.0.image": MARKETING_MESSAGES.image,
      "items.0.logo": MARKETING_MESSAGES.image,
    });
  });

  it("lets each row of client logos publish with the spec's number only: 12, 11 and 17", () => {
    const rule = MARKETING_KINDS["client-logos"].publishRule;
    const logos = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        slug: `c${i}`,
        name: `C${i}`,
        logo: `/images/clients/c${i}.svg`,
        industry: "Retail",
      }));
    expect([
      HOME_COUNTS.heroMarqueeLogos,
      HOME_COUNTS.clientCarouselLogos,
      HOME_COUNTS.workNavigationLogos,
    ]).toEqual([12, 11, 17]);
    for (const [key, fixed] of [
      ["hero-marquee", 12],
      ["clients-carousel", 11],
      ["work-strip", 17],
    ] as const) {
      expect(rule([{ key, data: { items: logos(fixed) } }])).toBeNull();
      expect(rule([{ key, data: { items: logos(fixed - 1) } }])).toContain(`this one has ${fixed - 1}`);
      expect(rule([{ key, data: { items: logos(fixed + 1) } }])).toContain(`exactly ${fixed} logos`);
    }
    expect(rule([{ key: "work-strip", data: { items: logos(11) } }])).toBe(
      "The work-navigation strip must have exactly 17 logos (the spec fixes 17); this one has 11",
    );
    const twice = clientLogosContentSchema.safeParse({ items: [...logos(2), logos(1)[0]] });
    expect(fieldErrors(twice.error!)).toEqual({ "items.2.slug": MARKETING_MESSAGES.duplicateLogo });
  });

  it("trims what is typed and names each bad field with its message", () => {
    expect(faqContentSchema.parse({ items: [{ question: " Why? ", answer: " Because. " }] })).toEqual({
      items: [{ question: "Why?", answer: "Because." }],
    });
    const bad = faqContentSchema.safeParse({ items: [{ question: "", answer: "x".repeat(2001) }] });
    expect(fieldErrors(bad.error!)).toEqual({
      "items.0.question": "Please enter the question",
      "items.0.answer": "Keep the answer under 2000 characters",
    });
    const service = serviceContentSchema.safeParse({ icon: "star", caseStudy: "valleyhill" });
    expect(fieldErrors(service.error!)).toMatchObject({
      title: "Please enter the service's name",
      headline: "Please enter the headline",
      icon: "Choose one of the icons",
      caseStudy: "Enter a path on this site, starting with /",
      offerings: "Add at least one offering",
      faqs: "Add at least one question",
    });
  });
});

describe("the home page's services and the team's new entries", () => {
  const rule = MARKETING_KINDS["home-services"].publishRule;
  const services = (n: number) => Array.from({ length: n }, (_, i) => `service-${i}`);
  const published = (keys: string[]) => ({ service: keys.map((key) => ({ key, data: {} })) });

  it("publishes exactly 8 services, each published, with a message naming what is wrong", () => {
    const all = published(services(10));
    expect(rule([{ key: "home", data: { services: services(8) } }], all)).toBeNull();
    expect(rule([{ key: "home", data: { services: services(7) } }], all)).toBe(
      "The home page shows exactly 8 services (the spec fixes 8); this list has 7",
    );
    expect(rule([{ key: "home", data: { services: services(9) } }], all)).toBe(
      MARKETING_MESSAGES.homeServicesCount(9),
    );
    expect(rule([{ key: "home", data: { services: services(8) } }], published(services(7)))).toBe(
      `"service-7" is not a published service: publish it first, or take it off the home page's list`,
    );
    expect(MARKETING_KINDS["home-services"].reads).toEqual(["service"]);
  });

  it("checks the list's keys, once each", () => {
    const twice = homeServicesContentSchema.safeParse({ services: ["a", "b", "a"] });
    expect(fieldErrors(twice.error!)).toEqual({ "services.2": HOME_SERVICES_MESSAGES.duplicate });
    const bad = homeServicesContentSchema.safeParse({ services: ["Bad Key"] });
    expect(fieldErrors(bad.error!)).toEqual({ "services.0": HOME_SERVICES_MESSAGES.serviceKey });
    expect(fieldErrors(homeServicesContentSchema.safeParse({}).error!)).toEqual({
      services: HOME_SERVICES_MESSAGES.chooseOne,
    });
  });

  it("starts a new service as a valid draft from its title, and checks a new entry's key and title", () => {
    const draft = MARKETING_KINDS.service.starter("Data Platforms");
    expect(serviceContentSchema.parse(draft).title).toBe("Data Platforms");
    expect(newMarketingEntrySchema.parse({ key: " data-platforms ", title: " Data " })).toEqual({
      key: "data-platforms",
      title: "Data",
    });
    expect(
      fieldErrors(newMarketingEntrySchema.safeParse({ key: "Data Platforms", title: "" }).error!),
    ).toEqual({
      key: MARKETING_MESSAGES.key,
      title: "Please enter the title",
    });
    expect(fieldErrors(marketingOrderSchema.safeParse({ keys: [] }).error!)).toEqual({
      keys: MARKETING_MESSAGES.order,
    });
  });
});
