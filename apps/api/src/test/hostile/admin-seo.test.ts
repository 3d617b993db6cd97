import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's redirects, their CSV import and the 404 log (issue 32). */
adminSuite("hostile input: admin redirects and the 404 log", "seo");
