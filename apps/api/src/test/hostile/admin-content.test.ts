import { adminSuite } from "./admin-cases";

/** Hostile input against the admin API's content editing: posts, authors, categories, media, marketing content. */
adminSuite("hostile input: admin content (posts, authors, categories, media, marketing content)", "content");
