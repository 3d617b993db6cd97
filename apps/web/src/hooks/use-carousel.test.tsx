import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel } from "@/components/marketing/carousel.client";
import { nearest, stopsOf } from "./use-carousel";

/**
 * happy-dom lays nothing out, so the track is given a layout: SLIDE px wide slides, VIEW px of them
 * in view. Moves are instant for these visitors (prefers-reduced-motion), so scrollLeft can be read
 * right after a press.
 */
const SLIDE = 100;
const VIEW = 300;

function snapIndex(el: Element) {
  return [...(el.closest(".carousel-track")?.querySelectorAll("[data-snap]") ?? [])].indexOf(el);
}

beforeEach(() => {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const track = this.closest(".carousel-track") as HTMLElement | null;
    const left = this.matches("[data-snap]") && track ? snapIndex(this) * SLIDE - track.scrollLeft : 0;
    return { left, x: left, top: 0, y: 0, right: left, bottom: 0, width: 0, height: 0 } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(VIEW);
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.querySelectorAll("[data-snap]").length * SLIDE;
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCarousel(loop: boolean) {
  render(
    <Carousel
      label="Logos"
      slides={["a", "b", "c", "d", "e", "f"].map((s) => (
        <span key={s}>{s}</span>
      ))}
      loop={loop}
      dots
    />,
  );
  const track = document.querySelector<HTMLElement>(".carousel-track")!;
  return { track, prev: screen.getByLabelText("Previous slide"), next: screen.getByLabelText("Next slide") };
}

describe("carousel stops", () => {
  it("are where the snap elements start, the last ones sharing the end of the scroll range", () => {
    const { track } = renderCarousel(false);
    // 6 slides of 100 px, 300 px in view: stops at 0, 100, 200 and 300 (d, e and f all end there).
    expect(stopsOf(track)).toEqual([0, 100, 200, 300]);
    track.scrollLeft = 120;
    expect(stopsOf(track)).toEqual([0, 100, 200, 300]);
  });

  it("the nearest stop to a scroll position", () => {
    expect(nearest([0, 100, 200, 300], 0)).toBe(0);
    expect(nearest([0, 100, 200, 300], 149)).toBe(1);
    expect(nearest([0, 100, 200, 300], 151)).toBe(2);
    expect(nearest([0, 100, 200, 300], 999)).toBe(3);
  });
});

describe("carousel controls", () => {
  it("Next and Previous move a stop; without looping they stop at the ends", () => {
    const { track, prev, next } = renderCarousel(false);
    expect(prev).toHaveProperty("disabled", true);
    fireEvent.click(next);
    expect(track.scrollLeft).toBe(100);
    for (let i = 0; i < 5; i++) fireEvent.click(next);
    expect(track.scrollLeft).toBe(300);
  });

  it("a looping carousel goes round from either end", () => {
    const { track, prev, next } = renderCarousel(true);
    fireEvent.click(prev);
    expect(track.scrollLeft).toBe(300);
    fireEvent.click(next);
    expect(track.scrollLeft).toBe(0);
  });

  it("the arrow keys move it like the buttons", () => {
    const { track } = renderCarousel(false);
    fireEvent.keyDown(track, { key: "ArrowRight" });
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(track.scrollLeft).toBe(200);
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(track.scrollLeft).toBe(100);
  });

  it("starts paused for a visitor who prefers reduced motion, who can still press play", async () => {
    render(<Carousel label="Logos" slides={[<span key="a">a</span>]} delay={1000} name="logos" />);
    const region = document.querySelector("[data-carousel='logos']")!;
    expect(region.getAttribute("data-playing")).toBe("false");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Play Logos carousel" }));
    });
    expect(region.getAttribute("data-playing")).toBe("true");
  });
});
