import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "@site/contract";
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
});
