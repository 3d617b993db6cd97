import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is hidden from assistive technology unless labelled", () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    render(<Spinner label="Loading" />);
    expect(screen.getByRole("img", { name: "Loading" })).toBeTruthy();
  });
});
