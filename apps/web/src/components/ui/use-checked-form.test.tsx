import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { checkFields, CONTACT_RULES } from "@site/contract/forms";
import { MESSAGES } from "@site/contract";
import { useCheckedForm } from "./use-checked-form";

type Field = "first_name" | "email";
const RULES = { first_name: CONTACT_RULES.first_name, email: CONTACT_RULES.email };

function Demo({ send, email }: { send: (values: object) => Promise<void> | void; email?: string }) {
  const { register, handleSubmit, errors, isSubmitting, reset, setError, watched } = useCheckedForm<Field>({
    check: (values) => checkFields(RULES, values),
    watch: { first_name: "" },
  });
  return (
    <form
      noValidate
      aria-label="Demo"
      onSubmit={handleSubmit(async (values) => {
        await send(values);
        if ((values.first_name ?? "").includes("server")) setError("email", "Taken");
        else reset({ first_name: "", email: "" });
      })}
    >
      <input
        aria-label="Name"
        aria-invalid={errors.first_name ? true : undefined}
        {...register("first_name")}
      />
      {errors.first_name ? <p>{errors.first_name}</p> : null}
      <input aria-label="Email" defaultValue={email} {...register("email")} />
      {errors.email ? <p>{errors.email}</p> : null}
      <output>{watched.first_name?.length ?? 0}</output>
      <button type="submit">{isSubmitting ? "Sending..." : "Send"}</button>
    </form>
  );
}

describe("useCheckedForm", () => {
  it("checks every field on submit, focuses the first failing one and sends nothing", async () => {
    const send = vi.fn();
    render(<Demo send={send} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(send).not.toHaveBeenCalled();
  });

  it("after a submit, checks a field again as it changes; a value the input already held is kept", async () => {
    const send = vi.fn();
    render(<Demo send={send} email="ana@" />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name"), "Ana");
    expect(screen.queryByText(MESSAGES.firstNameRequired)).toBeNull();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3");
    await userEvent.type(screen.getByLabelText("Email"), "example.com");
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
  });

  it("sends the values read from the inputs, shows the pending state, then resets", async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Demo send={send} email=" ana@example.com " />);
    await userEvent.type(screen.getByLabelText("Name"), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenCalledWith({ first_name: "Ana", email: " ana@example.com " });
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeTruthy();
    finish();
    expect(await screen.findByRole("button", { name: "Send" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("status").textContent).toBe("0");
    // A reset form is new again: typing checks nothing until the next submit.
    await userEvent.type(screen.getByLabelText("Email"), "x");
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
  });

  it("shows a message set by the caller (the API's), until the field changes", async () => {
    render(<Demo send={() => {}} email="ana@example.com" />);
    await userEvent.type(screen.getByLabelText("Name"), "server");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Taken")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Email"), "m");
    expect(screen.queryByText("Taken")).toBeNull();
  });
});
