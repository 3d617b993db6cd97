import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Button, SubmitButton, buttonClasses } from "./button";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
  });

  it("gives links the same look through buttonClasses", () => {
    render(
      <Button variant="outline" size="lg" className="w-full">
        Contact
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Contact" }).className).toBe(
      buttonClasses({ variant: "outline", size: "lg", className: "w-full" }),
    );
  });
});

describe("SubmitButton", () => {
  it("submits and is enabled when idle", () => {
    render(<SubmitButton>Send message</SubmitButton>);
    const button = screen.getByRole("button", { name: "Send message" });
    expect(button.getAttribute("type")).toBe("submit");
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a spinner and the saving label and is disabled while submitting", () => {
    const { container } = render(<SubmitButton pending>Send message</SubmitButton>);
    const button = screen.getByRole("button", { name: "Saving..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector("svg.animate-spin")).not.toBeNull();
    expect(screen.queryByText("Send message")).toBeNull();
  });

  it("takes a custom pending label", () => {
    render(
      <SubmitButton pending pendingLabel="Submitting...">
        Apply
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeTruthy();
  });
});
