import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("toggles and reports its checked state", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Telecom" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Telecom" }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText("Telecom"));
    expect(box.checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("shows its error and ties it to the input", () => {
    render(<Checkbox label="I agree" error="Please accept the terms" />);
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByText("Please accept the terms");
    expect(box.getAttribute("aria-describedby")).toBe(message.id);
  });
});
