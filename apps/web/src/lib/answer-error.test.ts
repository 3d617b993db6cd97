import { describe, expect, it } from "vitest";
import { GENERIC_ERROR, readFailure } from "./answer-error";

describe("readFailure", () => {
  it("reads the server's message and its field messages", async () => {
    const res = Response.json(
      { message: "Please check the form", errors: { name: "Please enter a name" } },
      { status: 400 },
    );
    expect(await readFailure(res)).toEqual({
      message: "Please check the form",
      errors: { name: "Please enter a name" },
    });
  });

  it("says the generic message for a body that is not JSON or has no message", async () => {
    expect(await readFailure(new Response("<h1>Bad gateway</h1>", { status: 502 }))).toEqual({
      message: GENERIC_ERROR,
      errors: undefined,
    });
    expect(await readFailure(Response.json({ message: "" }, { status: 500 }))).toEqual({
      message: GENERIC_ERROR,
      errors: undefined,
    });
    expect(await readFailure(Response.json([1, 2], { status: 400 }))).toEqual({
      message: GENERIC_ERROR,
      errors: undefined,
    });
  });
});
