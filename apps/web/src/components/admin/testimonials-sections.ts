/** The entries of the "testimonials" content: the home page section each one is, and where it shows. */
export const TESTIMONIALS_SECTIONS = {
  home: { title: "Testimonials", publicHref: "/#testimonials-title" },
  "customer-stories": { title: "Customer stories", publicHref: "/#customer-quotes-title" },
} as const;
export type TestimonialsKey = keyof typeof TESTIMONIALS_SECTIONS;

export function isTestimonialsKey(key: string): key is TestimonialsKey {
  return Object.hasOwn(TESTIMONIALS_SECTIONS, key);
}
