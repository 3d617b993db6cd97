import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Pagination, pageHref, pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("centres the current page and stays within bounds", () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe("pageHref", () => {
  it("removes the page parameter for page 1 and keeps the other parameters", () => {
    expect(pageHref("/blog", 1, { page: "3", sort: "publishedDate,asc" })).toBe(
      "/blog?sort=publishedDate%2Casc",
    );
    expect(pageHref("/blog", 2, { query: "ai" })).toBe("/blog?query=ai&page=2");
    expect(pageHref("/blog", 1)).toBe("/blog");
  });
});

describe("Pagination", () => {
  it("disables Prev on the first page", () => {
    render(<Pagination page={1} totalPages={4} pathname="/blog" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect((within(nav).getByRole("button", { name: "Prev" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/blog?page=2");
  });

  it("disables Next on the last page and links Prev to page 1 without the parameter", () => {
    render(<Pagination page={2} totalPages={2} pathname="/blog" query={{ sort: "publishedDate,asc" }} />);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("link", { name: "Prev" }).getAttribute("href")).toBe(
      "/blog?sort=publishedDate%2Casc",
    );
  });

  it("marks the current page and shows five numbers, three of them on small screens", () => {
    render(<Pagination page={5} totalPages={10} pathname="/blog" />);
    expect(screen.getByRole("link", { current: "page" }).textContent).toBe("5");
    const numbers = screen.getAllByRole("link").filter((a) => /^\d+$/.test(a.textContent ?? ""));
    expect(numbers.map((a) => a.textContent)).toEqual(["3", "4", "5", "6", "7"]);
    const hiddenOnSmall = numbers.filter((a) => a.parentElement?.className.includes("hidden sm:block"));
    expect(hiddenOnSmall.map((a) => a.textContent)).toEqual(["3", "7"]);
  });

  it("hands page changes to onPageChange when given", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} pathname="/blog" onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole("link", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} totalPages={1} pathname="/blog" />);
    expect(container.innerHTML).toBe("");
  });
});
