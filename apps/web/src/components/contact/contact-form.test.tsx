import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contactLeadSchema, fieldErrors, MESSAGES } from "@site/contract";
import { newlinesToBr } from "@/lib/forms/outcome";
import { ContactForm } from "./contact-form.client";

vi.mock("@/components/ui/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

describe("contact form", () => {
  it("turns every kind of newline into a line-break tag", () => {
    expect(newlinesToBr("a\nb\r\nc\rd")).toBe("a<br>b<br>c<br>d");
    expect(newlinesToBr("no breaks")).toBe("no breaks");
  });

  it("shows the spec's messages and sends nothing when empty", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(<ContactForm />);
    expect(screen.getByLabelText(/Message/).getAttribute("rows")).toBe("5");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.messageRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses a name with a right-to-left override beside the field, and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/First name/), "Ann\u202Egpj.exe");
    await userEvent.type(screen.getByLabelText(/Last name/), "نور");
    await userEvent.type(screen.getByLabelText(/Email/), "ann@example.com");
    await userEvent.type(screen.getByLabelText(/Message/), "Hello 👩‍💻");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(MESSAGES.nameHidden)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.nameHidden)).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the message beside the name when the form came back without script", () => {
    // What the gateway keeps for a form posted without script (form-post.ts): the schema's messages.
    const values = {
      first_name: "Ann\u202Egpj.exe",
      last_name: "Ng",
      email: "ann@example.com",
      message: "Hi",
    };
    const parsed = contactLeadSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!);
    expect(errors).toEqual({ first_name: MESSAGES.nameHidden });
    render(<ContactForm outcome={{ form: "contact", values, errors }} />);
    const field = screen.getByLabelText(/First name/);
    expect((field as HTMLInputElement).value).toBe(values.first_name);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(MESSAGES.nameHidden)).toBeTruthy();
  });
});
