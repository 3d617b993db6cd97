import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("takes several lines and defaults to five rows", async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Message" maxLength={1024} />);
    const area = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    expect(area.getAttribute("rows")).toBe("5");
    expect(area.getAttribute("maxlength")).toBe("1024");
    await user.type(area, "Line one{enter}Line two");
    expect(area.value).toBe("Line one\nLine two");
  });
});
