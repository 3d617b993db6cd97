import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's moderation and records: comments, careers, leads, applicants. */
adminSuite("hostile input: admin moderation, careers, leads and applicants", (spec) =>
  /^\/(session|comments|careers|leads|applicants)/.test(spec.path),
);
