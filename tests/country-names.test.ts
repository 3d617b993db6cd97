import { describe, expect, it, vi } from "vitest";
import { packageLocationSource } from "../apps/api/src/routes/locations/location-data";

// The career form's two selects name countries from one source (@site/contract/country-names): the
// location select lists what the API's location data holds, the phone-code select what the site builds
// from libphonenumber. Every country the phone-code select names must be one the location select offers.
vi.mock("server-only", () => ({}));
const { PHONE_CODE_COUNTRIES, PHONE_CODES } = await import("../apps/web/src/content/phone-codes");

describe("country names of the career form", () => {
  it("finds every phone-code country in the location list, by the same name", async () => {
    const locations = new Set((await packageLocationSource().countries()).map((c) => c.name));
    expect(PHONE_CODE_COUNTRIES).toHaveLength(PHONE_CODES.length);
    const missing = PHONE_CODE_COUNTRIES.flatMap(({ value, countries }) =>
      countries.filter((name) => !locations.has(name)).map((name) => `${value} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("says Czechia in both, as the issue that asked for one source found them differing", async () => {
    const names = (await packageLocationSource().countries()).map((c) => c.name);
    expect(names).toContain("Czechia");
    expect(names).not.toContain("Czech Republic");
    expect(PHONE_CODES).toContainEqual({ value: "+420", label: "+420 Czechia" });
  });
});
