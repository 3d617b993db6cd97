import "server-only";
import { z } from "zod";
import {
  API_ERRORS,
  CACHE_TAGS,
  MESSAGES,
  HERO_IMAGE_MAX_BYTES,
  RESUME_MAX_BYTES,
  careerApplicationSchema,
  commentQuerySchema,
  commentRequestSchema,
  contactLeadSchema,
  designCampaignLeadSchema,
  locationNameSchema,
  newsletterSchema,
  publishedPostsQuerySchema,
  ratingQuerySchema,
  RELEVANCE_SORT,
  safeParseBlogFilter,
  slugQuerySchema,
  webVitalsBeaconSchema,
  VIEW_TOKEN_HEADER,
  type BlogSort,
} from "@site/contract";
import { getPublishedPosts, isSharedListQuery } from "../blog";
import { ApiError } from "../client";
import { TOASTS } from "@/content/toasts";
import { resumeProblem } from "@/components/careers/resume-schema";
import { newlinesToBr } from "@/lib/forms/outcome";
import { getCities, getCountries, getStates } from "../locations";
import { signInForm, signOutForm, signOutJson } from "./admin-session";
import { confirmForm, unsubscribeOneClick } from "./newsletter";
import type { BodySpec, GatewayInput, GatewayRoute } from "./types";

const KB = 1024;
/** Room for the form fields and the multipart framing on top of the largest accepted file. */
const MULTIPART_ENVELOPE = 256 * KB;
/** Leads and comments are a few kilobytes at most (the comment itself is capped at 1024 characters). */
const FORM_JSON_MAX = 16 * KB;
/** The admin API's own JSON limit (a post body is at most 200,000 characters). */
const ADMIN_JSON_MAX = 256 * KB;
/** Likes, views, ratings and sign-outs carry nothing; a few bytes of framing are tolerated. */
const NO_BODY_MAX = 1 * KB;
/** A speed beacon: three numbers and a path of at most 200 characters, well under 1 KB. */
const BEACON_MAX = 2 * KB;
/**
 * Sign-in, a link's new password, a passkey's signed answer: a few hundred bytes, a passkey's
 * attestation a few kilobytes. Nothing of the team's public calls is larger.
 */
const TEAM_AUTH_MAX = 16 * KB;

const ADMIN_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const MEDIA_SEGMENT = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const LOCATION_CACHE = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400";
const BLOG_LIST_CACHE = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";

const postOfQuery = ({ query }: GatewayInput) => [CACHE_TAGS.post(String(query.slug_name))];
const json = (schema: z.ZodType): BodySpec => ({ type: "json", schema });
const none: BodySpec = { type: "none" };

/**
 * Every call a browser makes to this site that reaches the API, or the site's own reads of it. One
 * handler serves the table (serve.ts): it finds the row, refuses cross-site writes (403), checks the
 * team's session (401), the size (413) and the content type (415) before reading a byte, validates
 * with the row's contract schemas (400 with the field messages), forwards with the visitor's real
 * address, and expires the row's cache tags on success. Adding a call is adding a row.
 */
export const GATEWAY_ROUTES: readonly GatewayRoute[] = [
  // Visitors' writes.
  {
    method: "POST",
    path: "/api/leads/contact",
    access: "anonymous",
    body: json(contactLeadSchema),
    maxBytes: FORM_JSON_MAX,
    form: {
      name: "contact",
      pages: /^\/contact$/,
      page: "/contact",
      anchor: "contact-form",
      failed: TOASTS.contactFailed,
      prepare: (lead) => ({ ...lead, message: newlinesToBr(String(lead.message)) }),
    },
    to: { api: "/leads/contact-us" },
  },
  {
    method: "POST",
    path: "/api/leads/design-campaign",
    access: "anonymous",
    body: json(designCampaignLeadSchema),
    maxBytes: FORM_JSON_MAX,
    form: {
      name: "ux-review",
      pages: /^\/ux-review$/,
      page: "/ux-review",
      anchor: "ux-review-form",
      failed: TOASTS.reviewRequestFailed,
    },
    to: { api: "/leads/design-campaign" },
  },
  {
    method: "POST",
    path: "/api/leads/newsletter",
    access: "anonymous",
    body: json(newsletterSchema),
    maxBytes: FORM_JSON_MAX,
    // The box may sit on any page: it goes back to the one it was sent from.
    form: {
      name: "newsletter",
      pages: /^\//,
      page: "/",
      anchor: "newsletter-form",
      failed: TOASTS.newsletterFailed,
    },
    to: { api: "/leads/newsletter" },
  },
  {
    method: "POST",
    path: "/api/blog/comments",
    access: "anonymous",
    query: commentQuerySchema,
    body: json(commentRequestSchema),
    maxBytes: FORM_JSON_MAX,
    form: {
      name: "comment",
      pages: /^\/blog\/[A-Za-z0-9-]+$/,
      page: "/blog",
      anchor: "comment-form",
      failed: TOASTS.commentFailed,
    },
    // Comments wait for moderation: no cached page changes until the API says so.
    to: { api: "/blog-comments" },
  },
  {
    method: "POST",
    path: "/api/blog/like",
    access: "anonymous",
    query: slugQuerySchema,
    body: none,
    maxBytes: NO_BODY_MAX,
    expires: postOfQuery,
    // The page view's token (the view call's answer): a like counts once per page view.
    requestHeaders: [VIEW_TOKEN_HEADER],
    to: { api: "/blog-posts/like-article" },
  },
  {
    method: "POST",
    path: "/api/blog/view",
    access: "anonymous",
    query: slugQuerySchema,
    body: none,
    maxBytes: NO_BODY_MAX,
    expires: postOfQuery,
    to: { api: "/blog-posts/view-article" },
  },
  {
    method: "POST",
    path: "/api/blog/rating",
    access: "anonymous",
    query: ratingQuerySchema,
    body: none,
    maxBytes: NO_BODY_MAX,
    expires: postOfQuery,
    // Spec §7 sends the rating as query and body.
    to: {
      api: "/blog-posts/rating-article",
      send: ({ query }) => ({ slug_name: query.slug_name, rating_value: query.rating_value }),
    },
  },
  {
    method: "POST",
    path: "/api/applications",
    access: "anonymous",
    body: { type: "stream", contentTypes: ["multipart/form-data"], schema: careerApplicationSchema },
    maxBytes: RESUME_MAX_BYTES + MULTIPART_ENVELOPE,
    tooLargeMessage: API_ERRORS.fileTooLarge,
    form: {
      name: "application",
      pages: /^\/about\/career\/\d+$/,
      page: "/about/career",
      anchor: "apply",
      failed: TOASTS.applicationFailed,
      file: { field: "resume", check: (file) => (file ? resumeProblem(file) : MESSAGES.resumeRequired) },
    },
    to: { api: "/applicants/tenants" },
  },
  {
    // Real-user speed (issue 20, components/vitals/): one page view's LCP, INP and CLS, posted by
    // navigator.sendBeacon as a same-origin Blob of type application/json (fetch with keepalive where
    // a beacon is refused), only once the visitor allowed analytics. Never answered to anyone: the
    // browser drops the answer of a beacon.
    method: "POST",
    path: "/api/vitals",
    access: "anonymous",
    body: json(webVitalsBeaconSchema),
    maxBytes: BEACON_MAX,
    to: { api: "/web-vitals" },
  },

  {
    // The newsletter's confirmation page posts its link's token (works without script); the visitor
    // goes back to the page with the outcome (newsletter.ts).
    method: "POST",
    path: "/api/newsletter/confirm",
    access: "anonymous",
    proveOrigin: true,
    body: { type: "form" },
    maxBytes: NO_BODY_MAX,
    to: { handle: confirmForm },
  },
  {
    // RFC 8058 one-click unsubscribe: a POST to the List-Unsubscribe address itself, from a mail
    // provider or the page's own button. The page owns that path, so the site's server (server.mjs)
    // hands the POST to this route by path. The token in the query is the proof; the body
    // (List-Unsubscribe=One-Click, urlencoded or multipart) is read and ignored.
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    access: "anonymous",
    anyOrigin: true,
    body: none,
    maxBytes: NO_BODY_MAX,
    to: { handle: unsubscribeOneClick },
  },

  // Public reads.
  {
    method: "GET",
    path: "/blog/api/blogs",
    access: "public",
    query: publishedPostsQuerySchema,
    body: none,
    maxBytes: 0,
    cacheControl: BLOG_LIST_CACHE,
    to: {
      read: async ({ query }) => {
        const filter = String(query.filter ?? "");
        const parsed = safeParseBlogFilter(filter);
        if (!parsed.success) throw new ApiError(400, API_ERRORS.badFilter, { filter: parsed.error });
        const search = typeof query.search === "string" ? query.search.trim() : "";
        const list = {
          page: Number(query.page),
          size: Number(query.size),
          // "relevance" is the API's own default with a search: left out, like an absent order.
          sort: query.sort === RELEVANCE_SORT ? undefined : (query.sort as BlogSort | undefined),
          filter,
          search: search || undefined,
        };
        // Only the unfiltered first pages are kept in the data cache: one entry per distinct query
        // would grow without bound (the answer itself stays publicly cacheable for 10 s).
        return getPublishedPosts(list, { shared: isSharedListQuery(list) });
      },
    },
  },
  {
    method: "GET",
    path: "/api/locations/countries",
    access: "public",
    body: none,
    maxBytes: 0,
    cacheControl: LOCATION_CACHE,
    to: { read: () => getCountries() },
  },
  {
    method: "GET",
    path: "/api/locations/states",
    access: "public",
    query: z.object({ country: locationNameSchema }),
    body: none,
    maxBytes: 0,
    cacheControl: LOCATION_CACHE,
    to: { read: ({ query }) => getStates(String(query.country)) },
  },
  {
    method: "GET",
    path: "/api/locations/cities",
    access: "public",
    query: z.object({ state: locationNameSchema }),
    body: none,
    maxBytes: 0,
    cacheControl: LOCATION_CACHE,
    to: { read: ({ query }) => getCities(String(query.state)) },
  },
  {
    method: "GET",
    path: "/media/*",
    tail: { segment: MEDIA_SEGMENT, max: 8 },
    access: "public",
    body: none,
    maxBytes: 0,
    to: { api: ({ tail }) => `/media/${tail}` },
    // A revisit costs a 304.
    requestHeaders: ["if-none-match", "if-modified-since"],
    answerHeaders: ["cache-control", "etag", "last-modified", "content-security-policy"],
    defaultAnswerHeaders: {
      "cache-control": "public, max-age=86400",
      // An SVG opened on its own must not run script: it is an image here, never a document.
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    },
  },

  // The team's area.
  {
    // Ends this browser's session (a page's script); the cookie goes whatever the API answers.
    method: "DELETE",
    path: "/api/admin/session",
    access: "public",
    proveOrigin: true,
    body: none,
    maxBytes: NO_BODY_MAX,
    to: { handle: signOutJson },
  },
  {
    // The admin header's sign-out form (works without JavaScript).
    method: "POST",
    path: "/api/admin/sign-out",
    access: "public",
    proveOrigin: true,
    body: none,
    maxBytes: NO_BODY_MAX,
    to: { handle: signOutForm },
  },
  {
    // The sign-in form as posted without JavaScript; with it, the page calls /api/admin/auth/sign-in.
    method: "POST",
    path: "/api/admin/sign-in",
    access: "public",
    proveOrigin: true,
    body: { type: "form" },
    maxBytes: TEAM_AUTH_MAX,
    to: { handle: signInForm },
  },
  {
    // The API's sign-out needs the session, which the generic row below never sends.
    method: "POST",
    path: "/api/admin/auth/sign-out",
    access: "public",
    proveOrigin: true,
    body: none,
    maxBytes: NO_BODY_MAX,
    to: { handle: signOutJson },
  },
  {
    // What a person calls before they have a session: sign-in, a link's new password (invitation,
    // owner setup, reset), a reset request, passkeys. Only this site's pages may call them (a session
    // is handed out here); an answer with a session token sets the cookie and loses the token. The API
    // checks each call's own schema and throttles sign-in per account and per visitor's address.
    method: "POST",
    path: "/api/admin/auth/*",
    tail: { segment: ADMIN_SEGMENT, max: 2 },
    access: "public",
    proveOrigin: true,
    body: { type: "stream", contentTypes: ["application/json"] },
    maxBytes: TEAM_AUTH_MAX,
    to: { api: ({ tail }) => `/admin/auth/${tail}`, opensSession: true },
    // The session a sign-in opens is listed with the visitor's browser ("Chrome on Linux").
    requestHeaders: ["user-agent"],
  },
  {
    // A post's hero image or an author's avatar: /api/admin/media/blog, /api/admin/media/authors.
    method: "POST",
    path: "/api/admin/media/*",
    tail: { segment: ADMIN_SEGMENT, max: 1 },
    access: "team",
    body: { type: "stream", contentTypes: ["multipart/form-data"] },
    maxBytes: HERO_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE,
    to: { api: ({ tail }) => `/admin/media/${tail}` },
  },
  {
    // Everything else of the admin API (moderation, leads and their CSV, applicants and resumes,
    // posts, authors, categories, careers, the team: people, keys, the audit trail, privacy, settings,
    // one's own account), in the signed-in person's session: the API checks each call's own schema and
    // the person's roles.
    method: ["GET", "POST", "PUT", "DELETE"],
    path: "/api/admin/*",
    tail: { segment: ADMIN_SEGMENT, max: 6 },
    access: "team",
    body: { type: "stream", contentTypes: ["application/json"] },
    maxBytes: ADMIN_JSON_MAX,
    to: { api: ({ tail }) => `/admin/${tail}` },
    answerHeaders: ["content-disposition", "content-length"],
  },
];
