import { adminSuite } from "./admin-cases";

/** Hostile input against the team's own admin routes: one's account, the audit trail, settings, privacy. */
adminSuite("hostile input: the team's account, audit trail, settings and privacy requests", "team");
