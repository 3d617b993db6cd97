import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RadioGroup } from "./radio-group";

const OPTIONS = [
  { label: "Full time", value: "FULL_TIME" },
  { label: "Part time", value: "PART_TIME" },
  { label: "Contract", value: "CONTRACT", disabled: true },
];

describe("RadioGroup", () => {
  it("is a labelled group whose options carry label, value and disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup name="arrangement" label="Arrangement" options={OPTIONS} onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Arrangement" })).toBeTruthy();
    const partTime = screen.getByRole("radio", { name: "Part time" }) as HTMLInputElement;
    expect(partTime.value).toBe("PART_TIME");
    await user.click(partTime);
    expect(onChange).toHaveBeenCalledWith("PART_TIME");
    expect(partTime.checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Contract" }) as HTMLInputElement).disabled).toBe(true);
  });

  it("follows a controlled value", () => {
    render(
      <RadioGroup name="a" label="Arrangement" options={OPTIONS} value="FULL_TIME" onChange={() => {}} />,
    );
    expect((screen.getByRole("radio", { name: "Full time" }) as HTMLInputElement).checked).toBe(true);
  });
});
