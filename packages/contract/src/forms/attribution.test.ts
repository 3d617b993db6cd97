import { describe, expect, it } from "vitest";
import { contactLeadSchema } from "../requests";
import { attributionOf, leadSourceOf } from "./attribution";

const site = "https://www.example.com";

describe("attributionOf", () => {
  it("takes the landing page and its UTM parameters from a Referer of the site itself", () => {
    expect(
      attributionOf({
        site,
        page: "/contact",
        referer:
          "https://www.example.com/services/mvp-development?utm_source=newsletter&utm_medium=email&x=1",
      }),
    ).toEqual({ landing_page: "/services/mvp-development", utm_source: "newsletter", utm_medium: "email" });
  });

  it("names an outside referrer by its host, and the form's page as the landing page", () => {
    expect(
      attributionOf({
        site,
        page: "/contact?utm_campaign=spring",
        referer: "https://Search.Example/results?q=apps",
      }),
    ).toEqual({ landing_page: "/contact", referrer_host: "search.example", utm_campaign: "spring" });
  });

  it("counts the request's own host as the site's, and ignores a Referer that is no web address", () => {
    expect(
      attributionOf({
        site,
        page: "/contact",
        referer: "http://localhost:3201/about?utm_source=x",
        hosts: ["localhost:3201"],
      }),
    ).toEqual({ landing_page: "/about", utm_source: "x" });
    expect(attributionOf({ site, page: "/contact", referer: "android-app://com.example" })).toEqual({
      landing_page: "/contact",
    });
    expect(attributionOf({ site, page: "/contact", referer: "not a url" })).toEqual({
      landing_page: "/contact",
    });
    // The form's own page sent back to itself keeps its own query.
    expect(
      attributionOf({ site, page: "/contact?utm_source=ad", referer: "https://www.example.com/contact" }),
    ).toEqual({ landing_page: "/contact", utm_source: "ad" });
  });

  it("caps each value, as the contract does", () => {
    const long = "a".repeat(300);
    const out = attributionOf({ site, page: `/contact?utm_source=${long}` });
    expect(out.utm_source).toHaveLength(200);
    expect(
      contactLeadSchema.safeParse({
        first_name: "A",
        last_name: "B",
        email: "a@b.co",
        message: "Hello",
        ...out,
      }).success,
    ).toBe(true);
  });
});

describe("leadSourceOf", () => {
  it("counts a lead under its UTM source, else its referrer, else direct", () => {
    expect(leadSourceOf({ utm_source: "newsletter", referrer_host: "x.example" })).toBe("newsletter");
    expect(leadSourceOf({ referrer_host: "x.example" })).toBe("x.example");
    expect(leadSourceOf({})).toBe("direct");
  });
});
