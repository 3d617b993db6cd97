import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA. axe-core has no "wcag22a" tag: WCAG 2.2's new level A
// criteria have no axe rule, and its one AA rule (target-size) is tagged "wcag22aa".
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page exactly as it is now, as a visitor has it: nothing
 * is scrolled, restyled or forced to render first. Fails with a readable list: rule id, impact, what
 * it means, and up to five offending elements with axe's fix summary.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Only violations are collected (axe's resultTypes): the report needs nothing else, and in this mode
  // axe also reported the duplicate landmark names on the home page that a full run left out.
  // Legacy mode runs axe in the page (and its frames) with one call. The default mode finishes every
  // audit in a second, blank page of the context: the same findings at about twice the time, which
  // across ~100 audits per run was minutes of `npm test`.
  // What a person reads is the page at rest: a toast fading in or out (a few hundred ms) is, for a
  // moment, its text at part opacity, which axe measures as low contrast. Short animations under way
  // are let finish first; endless ones (the logo marquee) and long ones (a toast's time bar) are not
  // waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const { endTime, localTime } = a.effect?.getComputedTiming() ?? {};
          return (
            a.playState === "running" &&
            typeof endTime === "number" &&
            Number.isFinite(endTime) &&
            endTime - Number(localTime ?? 0) < 1500
          );
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `[${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n\n");
  expect(
    violations.length,
    `axe found ${violations.length} violation(s) on ${page.url()}:\n\n${report}`,
  ).toBe(0);
}
