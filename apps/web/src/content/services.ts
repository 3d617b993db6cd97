/** The services' pages are the team's content in the API (lib/api/marketing.ts); here only their paths. */
export const servicePath = (slug: string) => `/services/${slug}`;
