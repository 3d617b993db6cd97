/**
 * The public forms' fields as data: which rule each field follows and the exact message it gives. The
 * browser checks a form with these rules (`checkFields`) and sends what `cleanFields` makes of it; the
 * API and the site's gateway validate with the zod schemas of requests.ts, which are built from these
 * same rules (`zodField` there), so the two can never disagree (requests.test.ts checks it on generated
 * inputs).
 *
 * The site imports this as "@site/contract/forms": the checks (form-check.ts) and each form's rules
 * (forms/*.ts), none of which imports zod. The package is side-effect free, so a page's bundle takes
 * from these modules only the ones it uses.
 */
export * from "./form-check";
export * from "./forms/attribution";
export * from "./forms/comment";
export * from "./forms/career";
export * from "./forms/contact";
export * from "./forms/design-campaign";
export * from "./forms/newsletter";
