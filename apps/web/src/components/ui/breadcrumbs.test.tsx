import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";

vi.mock("server-only", () => ({}));
const { Breadcrumbs } = await import("./breadcrumbs");

describe("Breadcrumbs", () => {
  it("builds crumbs from the path with the last one current", () => {
    render(<Breadcrumbs pathname="/services/mvp-development" />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "services" }).getAttribute("href")).toBe("/services");
    expect(screen.getByText("MVP development").getAttribute("aria-current")).toBe("page");
  });

  it("publishes BreadcrumbList JSON-LD with absolute URLs", () => {
    const { container } = render(<Breadcrumbs pathname="/blog/hello-world" pageTitle="Hello, world" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "{}");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "blog",
      "Hello, world",
    ]);
    expect(data.itemListElement[2].item).toMatch(/^https?:\/\/.+\/blog\/hello-world$/);
    expect(data.itemListElement[0].position).toBe(1);
  });
});
