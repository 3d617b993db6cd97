import type { NextRequest } from "next/server";
import { locationNameSchema } from "@site/contract";
import { getCities } from "@/lib/api/locations";
import { respondWithList } from "../respond";

/** GET /api/locations/cities?state=Ontario → [{ city_name }] */
export async function GET(req: NextRequest): Promise<Response> {
  const state = locationNameSchema.safeParse(req.nextUrl.searchParams.get("state") ?? "");
  if (!state.success) return Response.json({ message: "Choose a state" }, { status: 400 });
  return respondWithList(() => getCities(state.data));
}
