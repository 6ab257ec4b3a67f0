// The one accessibility check of the end-to-end tests. It scans the page a visitor actually gets:
// the whole document (nothing excluded), after data, carousels, images and fonts have arrived, with
// every WCAG 2.0/2.1/2.2 A and AA rule plus axe's best practices (landmark names, heading order,
// content inside landmarks...). An earlier version ran only the WCAG tags, so best-practice rules
// such as `landmark-unique` were never run and two landmarks sharing a name went unnoticed.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * Rules axe tags "experimental" (so no tag above runs them) that the site holds itself to:
 * `label-content-name-mismatch`, WCAG 2.5.3 Label in Name (a control's visible text is part of
 * its accessible name; the county tiles once broke it). An `enabled` rule runs
 * whatever the tags.
 */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** Waits until the page has stopped changing: no request in flight, no "Loading...", images and fonts in. */
export async function waitForSettledPage(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts?.ready;
    const images = Array.from(document.images).filter((img) => !img.complete && img.loading !== "lazy");
    await Promise.all(
      images.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          }),
      ),
    );
    // Two frames, so React has committed what the last response rendered.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The violations axe finds on the settled, whole page, one line each (rule, impact, elements).
 * Same rules, same page, about half the time of AxeBuilder's defaults (measured: 5-16 s instead of
 * 9-39 s a scan on a loaded 2-core machine, the same violations found): one `axe.run` in the page
 * (legacy mode) instead of `runPartial` per frame plus `finishRun` in a new blank page that parses
 * axe again and receives every partial result; and only violations collected with their elements
 * (`resultTypes`), not every node that passed. Legacy mode leaves out cross-origin frames, and the
 * site has no frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: AXE_EXTRA_RULES, resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** Fails with the list of violations when axe finds any on the settled, whole page. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
