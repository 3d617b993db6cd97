import type { FastifyPluginAsync } from "fastify";
import { applicantRoutes } from "./applicants/applicants.routes";
import { applicationStatusRoutes } from "./applicants/status.routes";
import { blogAuthorRoutes } from "./blog-authors/blog-authors.routes";
import { blogCategoryRoutes } from "./blog-categories/blog-categories.routes";
import { blogCommentRoutes } from "./blog-comments/blog-comments.routes";
import { blogPostRoutes } from "./blog-posts/blog-posts.routes";
import { careerRoutes } from "./careers/careers.routes";
import { leadRoutes } from "./leads/leads.routes";
import { locationRoutes } from "./locations/locations.routes";
import { marketingContentRoutes } from "./marketing-content/marketing-content.routes";
import { mediaRoutes } from "./media/media.routes";
import { pageSeoRoutes } from "./page-seo/page-seo.routes";
import { redirectRoutes } from "./redirects/redirects.routes";
import { schedulerWebhookRoutes } from "./scheduler/scheduler.routes";
import { webVitalsRoutes } from "./web-vitals/web-vitals.routes";

/** The public API: every route here names its tenant (plugins/tenant-scope.ts). */
export const publicRoutes: FastifyPluginAsync[] = [
  blogPostRoutes,
  blogCategoryRoutes,
  blogAuthorRoutes,
  blogCommentRoutes,
  leadRoutes,
  applicantRoutes,
  applicationStatusRoutes,
  careerRoutes,
  locationRoutes,
  mediaRoutes,
  webVitalsRoutes,
  marketingContentRoutes,
  pageSeoRoutes,
  redirectRoutes,
  schedulerWebhookRoutes,
];
