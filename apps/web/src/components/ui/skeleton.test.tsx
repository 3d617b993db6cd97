import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("draws 4 placeholders by default and announces loading", () => {
    render(<Skeleton />);
    expect(screen.getAllByTestId("skeleton-item")).toHaveLength(4);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("Loading...")).toBeTruthy();
  });

  it("draws the requested count of lines", () => {
    render(<Skeleton count={7} variant="line" />);
    expect(screen.getAllByTestId("skeleton-item")).toHaveLength(7);
  });
});
