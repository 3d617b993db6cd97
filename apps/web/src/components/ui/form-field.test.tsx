import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { FormField } from "./form-field";
import { TextInput } from "./text-input";
import { Textarea } from "./textarea";

describe("FormField", () => {
  it("labels its control and marks it (Required)", () => {
    render(
      <FormField id="email" label="Email" required>
        <TextInput type="email" />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText("(Required)")).toBeTruthy();
  });

  it("shows the message under the field in the accent colour, tied to the control", () => {
    render(
      <FormField id="message" label="Message" error="Please enter your message">
        <Textarea />
      </FormField>,
    );
    const area = screen.getByRole("textbox", { name: "Message" });
    const message = screen.getByText("Please enter your message");
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.getAttribute("aria-describedby")).toBe("message-error");
    expect(message.className).toContain("text-accent-600");
    expect(area.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
