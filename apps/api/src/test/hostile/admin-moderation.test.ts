import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's moderation and records: comments, careers, leads, applicants. */
adminSuite("hostile input: admin moderation, careers, leads and applicants", "moderation");
