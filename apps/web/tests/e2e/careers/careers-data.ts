import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { CareerSummary } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";

/** The seeded openings, read straight from the API the site is running against. */
export async function publishedCareers(request: APIRequestContext): Promise<CareerSummary[]> {
  const res = await request.get(`${E2E_API_URL}/job-applications/published/tenants?tenant_id=default`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CareerSummary[];
}

export async function careerWithStatus(
  request: APIRequestContext,
  status: "OPEN" | "CLOSED",
): Promise<CareerSummary> {
  const career = (await publishedCareers(request)).find((c) => c.status === status);
  expect(career, `the seed has a ${status} career`).toBeTruthy();
  return career!;
}

/** A small file that is a PDF by its content, as the API checks. */
export function pdfFile(name = "jane-doe-resume.pdf") {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

/** Every location request the page makes, to prove which lists were (not) fetched. */
export function recordLocationRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/locations/")) urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

/** Holds the matching requests until release() is called, so a test can see the loading state. */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}
