import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { UI_TEXT } from "@/content/ui-text";
import { NoResults } from "./no-results";

describe("NoResults", () => {
  it("shows the spec's title and hint", () => {
    render(<NoResults title={UI_TEXT.noResultsTitle} hint={UI_TEXT.noResultsHint} />);
    expect(screen.getByText("Oops! No results this time")).toBeTruthy();
    expect(screen.getByText("Try changing keyword or change your filters")).toBeTruthy();
  });

  it("shows an action under the message", () => {
    render(<NoResults title="Nothing" hint="Try again" action={<button>Clear Filters</button>} />);
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeTruthy();
  });
});
