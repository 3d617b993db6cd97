import { newsletterSchema } from "@site/contract";
import { validateAndForward } from "../design-campaign/validate-and-forward";

/** POST /api/leads/newsletter: the home page's newsletter box. */
export function POST(req: Request): Promise<Response> {
  return validateAndForward(req, newsletterSchema, "/leads/newsletter");
}
