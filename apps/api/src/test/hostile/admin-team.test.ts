import { adminSuite } from "./admin-cases";

/**
 * Hostile input against the team's own admin routes: one's account, people, keys, the audit trail,
 * settings, privacy requests.
 */
adminSuite("hostile input: the team's account, people, keys, audit trail, settings and privacy", "team");
