import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Select } from "./select";
import { FormField } from "./form-field";

describe("Select", () => {
  it("is 44 px tall, with a placeholder and its options", async () => {
    const user = userEvent.setup();
    render(
      <FormField id="country" label="Country">
        <Select
          placeholder="Select a country"
          options={[
            { label: "United States", value: "United States" },
            { label: "Canada", value: "Canada" },
          ]}
        />
      </FormField>,
    );
    const select = screen.getByRole("combobox", { name: "Country" }) as HTMLSelectElement;
    expect(select.style.height).toBe("44px");
    expect(select.value).toBe("");
    await user.selectOptions(select, "Canada");
    expect(select.value).toBe("Canada");
  });

  it("can be disabled with a loading placeholder", () => {
    render(<Select aria-label="State" disabled placeholder="Loading..." options={[]} />);
    const select = screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0]?.textContent).toBe("Loading...");
  });
});
