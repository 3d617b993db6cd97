import { getCountries } from "@/lib/api/locations";
import { respondWithList } from "../respond";

/** GET /api/locations/countries → [{ countryName }] */
export function GET(): Promise<Response> {
  return respondWithList(getCountries);
}
