import { beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ToastHost, notify } from "./toast";

// notify() fetches the toast library on first use; transforming it in the test runner takes a
// moment, which a browser does not need. Warm it once so each test waits only for the toast.
beforeAll(async () => {
  await import("./toast-stack");
});

describe("toasts", () => {
  it("shows one toast at a time, the newest replacing the last, with an icon per type", async () => {
    render(<ToastHost />);
    await act(async () => {
      notify.error("Failed to send your message");
    });
    expect(await screen.findByText("Failed to send your message")).toBeTruthy();
    await act(async () => {
      notify.success("Your message has been sent successfully");
    });
    // The new toast waits for the old one's exit animation: never two on screen at once.
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(1);
    act(() => {
      fireEvent.animationEnd(document.querySelector(".Toastify__toast")!);
    });
    expect(await screen.findByText("Your message has been sent successfully")).toBeTruthy();
    const success = screen.getByText("Your message has been sent successfully").closest(".Toastify__toast");
    expect(success?.className).toContain("Toastify__toast--success");
    expect(success?.querySelector(".Toastify__toast-icon svg")).not.toBeNull();
  });

  it("stacks in the top-right corner", async () => {
    render(<ToastHost />);
    await act(async () => {
      notify.info("Copied to clipboard");
    });
    await screen.findByText("Copied to clipboard");
    expect(document.querySelector(".Toastify__toast-container--top-right")).not.toBeNull();
  });
});
