/**
 * The team's own API: accounts, sessions, passkeys, people, keys, privacy requests, settings and the
 * audit trail. `teamPublicRoutes` (under /admin/auth) is what a person calls before they have a session:
 * sign-in, the links of e-mails. `teamGatedRoutes` sits behind the access gate like every admin route.
 */
import type { FastifyPluginAsync } from "fastify";

export const teamPublicRoutes: FastifyPluginAsync = async () => {};

export const teamGatedRoutes: FastifyPluginAsync = async () => {};
