import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's content editing: posts, authors, categories, media. */
adminSuite(
  "hostile input: admin content (posts, authors, categories, media)",
  (spec) => !/^\/(session|comments|careers|leads|applicants)/.test(spec.path),
);
