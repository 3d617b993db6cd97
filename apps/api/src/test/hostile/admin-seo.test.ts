import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's redirects, their CSV import, the 404 log and the marketing pages' SEO fields (issue 32). */
adminSuite("hostile input: admin redirects, the 404 log and the pages' SEO fields", "seo");
