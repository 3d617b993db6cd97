import { describe, expect, it } from "vitest";
import { API_ERRORS, TEAM_MESSAGES } from "@site/contract";
import { GENERIC_ERROR, RequestError } from "@/lib/request";
import { actionError } from "./use-admin-action";

describe("actionError", () => {
  it("says the server's own message, a throttled sign-in's included", () => {
    expect(actionError(new RequestError(409, "That address is already on the team"))).toBe(
      "That address is already on the team",
    );
    expect(actionError(new RequestError(429, TEAM_MESSAGES.throttled))).toBe(TEAM_MESSAGES.throttled);
  });

  it("says the rate limit's message for a 429 without one, else the form's own words or the generic", () => {
    expect(actionError(new RequestError(429, GENERIC_ERROR))).toBe(API_ERRORS.rateLimited);
    expect(actionError(new RequestError(0, GENERIC_ERROR), "The comments could not be changed.")).toBe(
      "The comments could not be changed.",
    );
    expect(actionError(new Error("boom"))).toBe(GENERIC_ERROR);
  });
});
