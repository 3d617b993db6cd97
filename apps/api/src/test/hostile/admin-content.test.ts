import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's content editing: posts, authors, categories, media. */
adminSuite("hostile input: admin content (posts, authors, categories, media)", "content");
