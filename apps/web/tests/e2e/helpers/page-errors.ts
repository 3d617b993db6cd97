import { expect, type Page } from "@playwright/test";

/**
 * Collects uncaught browser errors of a page from now on. `expectNone()` fails with their messages,
 * so a crashed page is reported as a crash, not as a puzzling missing element or axe finding. Call
 * it in a `finally` so it wins over the check that failed because of the crash.
 */
export function trackPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    expectNone: () => expect(errors, `uncaught errors on ${page.url()}:\n${errors.join("\n")}`).toEqual([]),
  };
}
