import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HONEYPOT_FIELD } from "@site/contract";
import { HoneypotField } from "./honeypot-field";
import { useCheckedForm } from "./use-checked-form";

function Form() {
  const { register } = useCheckedForm({ check: () => ({}) });
  return (
    <form aria-label="Demo">
      <input aria-label="Name" />
      <HoneypotField id="demo-fax" {...register(HONEYPOT_FIELD)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("HoneypotField", () => {
  it("is out of the accessibility tree and the tab order, and never autofilled", async () => {
    const user = userEvent.setup();
    const { container } = render(<Form />);
    expect(screen.queryByRole("textbox", { name: /fax/i })).toBeNull();
    const input = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(input.tabIndex).toBe(-1);
    expect(input.autocomplete).toBe("off");
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send" }));
  });
});
