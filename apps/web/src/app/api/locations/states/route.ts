import type { NextRequest } from "next/server";
import { locationNameSchema } from "@site/contract";
import { getStates } from "@/lib/api/locations";
import { respondWithList } from "../respond";

/** GET /api/locations/states?country=Canada → [{ state_name }] */
export async function GET(req: NextRequest): Promise<Response> {
  const country = locationNameSchema.safeParse(req.nextUrl.searchParams.get("country") ?? "");
  if (!country.success) return Response.json({ message: "Choose a country" }, { status: 400 });
  return respondWithList(() => getStates(country.data));
}
