import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextInput } from "./text-input";

describe("TextInput", () => {
  it("is a 44 px text box that takes typing and its own attributes", async () => {
    const user = userEvent.setup();
    render(<TextInput aria-label="First name" placeholder="Ada" className="extra" />);
    const input = screen.getByRole("textbox", { name: "First name" }) as HTMLInputElement;
    expect(input.type).toBe("text");
    expect(input.className).toContain("h-11");
    expect(input.className).toContain("extra");
    await user.type(input, "Grace");
    expect(input.value).toBe("Grace");
  });

  it("keeps a given type", () => {
    render(<TextInput aria-label="Email" type="email" />);
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).type).toBe("email");
  });
});
