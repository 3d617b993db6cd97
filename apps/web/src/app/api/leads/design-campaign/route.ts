import { designCampaignLeadSchema } from "@site/contract";
import { validateAndForward } from "./validate-and-forward";

/** POST /api/leads/design-campaign: the UX review request of /ux-review. */
export function POST(req: Request): Promise<Response> {
  return validateAndForward(req, designCampaignLeadSchema, "/leads/design-campaign");
}
