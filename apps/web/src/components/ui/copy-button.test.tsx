import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CopyButton } from "./copy-button";

describe("CopyButton", () => {
  afterEach(() => vi.useRealTimers());

  it("copies the value and shows 'Copied!' for 1.5 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CopyButton value="https://example.test/blog/post" label="Copy link" />);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith("https://example.test/blog/post");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByText("Copied!")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });
});
