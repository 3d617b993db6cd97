import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Modal } from "./modal";

/*
 * What the browser does for a <dialog> opened with showModal() (the page behind inert, Tab kept
 * inside, Escape, focus given back to the opener) is not in this test DOM: the browser specs
 * (tests/e2e/shell/modal.spec.ts, dialogs.spec.ts) cover it. These cover the Modal's own part.
 */
function Harness({ size, onClose }: { size?: "sm" | "md" | "lg"; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open filter</button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Filter"
        size={size}
      >
        <input aria-label="Search categories" />
        <button>Apply</button>
        <button onClick={() => setOpen(false)}>Done</button>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { name: "Filter" }) as HTMLDialogElement;

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(
      <Modal open={false} onClose={() => {}} title="Filter">
        body
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a labelled <dialog> as a modal with focus on it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    expect(dialog().tagName).toBe("DIALOG");
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(dialog());
  });

  it("starts focus on the element marked data-autofocus", () => {
    render(
      <Modal open onClose={() => {}} title="Filter">
        <button>Other</button>
        <button data-autofocus>Got it</button>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Got it" }));
  });

  it.each(["sm", "md", "lg"] as const)("applies the %s size", async (size) => {
    const user = userEvent.setup();
    render(<Harness size={size} />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    const expected = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-5xl" }[size];
    expect(dialog().className).toContain(expected);
  });

  it("closes on the close button, calling onClose once", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("calls onClose when the dialog closes by itself (Escape in a browser)", () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Filter">
        body
      </Modal>,
    );
    dialog().close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does not call onClose when its owner closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on a press on the backdrop but not on a click inside the panel", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(dialog().open).toBe(true);
    // A click on the backdrop reaches the dialog itself, at a point outside its box.
    const box = dialog().getBoundingClientRect();
    const outside = { clientX: box.right + 20, clientY: box.bottom + 20 };
    fireEvent.pointerDown(dialog(), outside);
    fireEvent.click(dialog(), outside);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not close on a press that starts inside the panel and ends on the backdrop", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open filter" }));
    const box = dialog().getBoundingClientRect();
    fireEvent.pointerDown(screen.getByRole("textbox"));
    fireEvent.click(dialog(), { clientX: box.right + 20, clientY: box.bottom + 20 });
    expect(dialog().open).toBe(true);
  });
});
