import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { fileLocationSource, packageLocationSource, writeLocationData } from "./location-data";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

describe("GET /countries", () => {
  it("pages every country by default and narrows by a case-insensitive substring", async () => {
    const all = await t.get("/countries", { countryName: "", size: 1000, page: 0 });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.totalElements).toBeGreaterThan(240);
    expect(body.totalPages).toBe(1);
    expect(body.content).toContainEqual({ countryName: "United States" });

    const uni = (await t.get("/countries", { countryName: "UNITED" })).json();
    expect(uni.content.map((c: { countryName: string }) => c.countryName)).toEqual(
      expect.arrayContaining(["United States", "United Kingdom", "United Arab Emirates"]),
    );
    const paged = (await t.get("/countries", { size: 10, page: 1 })).json();
    expect(paged.content).toHaveLength(10);
    expect(paged.totalPages).toBe(Math.ceil(body.totalElements / 10));
    // Named by ISO code from the one source of country names (CLDR), sorted by name.
    const names = body.content.map((c: { countryName: string }) => c.countryName);
    expect(names).toEqual(expect.arrayContaining(["Czechia", "Côte d’Ivoire", "Isle of Man"]));
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect((await t.get("/countries", { countryName: "Atlantis" })).json()).toEqual({
      content: [],
      totalPages: 0,
      totalElements: 0,
    });
  });

  it("answers 400 to bad paging and 404 for an unknown tenant", async () => {
    expect((await t.get("/countries", { size: 0 })).statusCode).toBe(400);
    expect((await t.get("/countries", { page: -1 })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/countries?tenant_id=ghost" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/countries" })).statusCode).toBe(400);
  });
});

describe("GET /countries/{countryName}/states", () => {
  it("lists a country's states by name", async () => {
    const res = await t.get("/countries/United%20States/states");
    expect(res.statusCode).toBe(200);
    const names = res.json().map((s: { state_name: string }) => s.state_name);
    expect(names).toContain("California");
    expect(names).toContain("Texas");
    expect(res.json()[0]).toEqual({ state_name: names[0] });
    expect((await t.get("/countries/united%20states/states")).json()).toEqual(res.json());
  });

  it("answers 404 to an unknown country and 400 to an over-long name", async () => {
    expect((await t.get("/countries/Atlantis/states")).statusCode).toBe(404);
    expect((await t.get(`/countries/${"x".repeat(150)}/states`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/countries/Canada/states?tenant_id=ghost" })).statusCode).toBe(404);
  });
});

describe("GET /states/{stateName}/cities", () => {
  it("lists a state's cities, narrowed by country when given", async () => {
    const res = await t.get("/states/California/cities");
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { city_name: string }) => c.city_name);
    expect(names).toContain("Laguna Hills");
    expect(names).toContain("Irvine");
    const narrowed = await t.get("/states/California/cities", { countryName: "United States" });
    expect(narrowed.json()).toEqual(res.json());
    // Punjab is a state of both India and Pakistan.
    const india = (await t.get("/states/Punjab/cities", { countryName: "India" })).json();
    const both = (await t.get("/states/Punjab/cities")).json();
    expect(india.length).toBeGreaterThan(0);
    expect(both.length).toBeGreaterThan(india.length);
    expect(india.map((c: { city_name: string }) => c.city_name)).toContain("Ludhiana");
  });

  it("answers 404 to an unknown state or country and 400 to a bad name", async () => {
    expect((await t.get("/states/Atlantis/cities")).statusCode).toBe(404);
    expect((await t.get("/states/California/cities", { countryName: "Atlantis" })).statusCode).toBe(404);
    expect((await t.get("/states/California/cities", { countryName: "" })).statusCode).toBe(400);
    expect((await t.get(`/states/${"y".repeat(150)}/cities`)).statusCode).toBe(400);
  });
});

describe("the location data split the build writes (dist/locations)", () => {
  it("answers exactly as the package does, one country's cities per file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "api-locations-"));
    try {
      const countriesWithCities = await writeLocationData(dir);
      expect(countriesWithCities).toBeGreaterThan(150);
      const files = fileLocationSource(dir);
      const memory = packageLocationSource();
      expect(await files.countries()).toEqual(await memory.countries());
      expect(await files.states()).toEqual(await memory.states());
      for (const code of ["US", "IN", "PK", "AD"])
        expect(await files.cities(code)).toEqual(await memory.cities(code));
      expect((await files.cities("US")).CA).toContain("Laguna Hills");
      // Unknown or malformed codes name no file.
      expect(await files.cities("ZZ")).toEqual({});
      expect(await files.cities("../countries")).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
