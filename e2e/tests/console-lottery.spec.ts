import type { Page } from "@playwright/test";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { expect, test } from "../support/test.ts";

// The lottery's console pages as an operator reads them: games with their schedules, odds with
// their exact RTP, draws with a drawn draw's commitment and seed, and slips; in English and
// Chinese, dark and light, with nothing scrolling sideways.

test.describe.configure({ mode: "serial" });

let operator: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  operator = await context.newPage();
  await consoleSignIn(operator);
});
test.afterAll(async () => {
  await operator?.context().close();
});

test("lists the games, the odds with RTP, the draws and a drawn draw", async () => {
  await operator.goto("/admin/lottery/games");
  await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(operator.getByText("k3_1m").first()).toBeVisible();
  await operator.goto("/admin/lottery/odds");
  await expect(operator.getByText(/%/).first()).toBeVisible();
  await operator.goto("/admin/lottery/draws");
  await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
});

test("looks right at 1366 and 360 px, dark and light, in English and Chinese", async () => {
  test.setTimeout(120_000);
  // Each width, theme and language at least once (every combination cost a minute of the gate).
  const looks = [
    ["EN", "dark", 1366],
    ["CN", "light", 360],
  ] as const;
  const screens = ["games", "odds", "draws", "slips"];
  for (const [language, theme, width] of looks) {
    await operator.evaluate(
      ([lang, mode]) => {
        window.localStorage.setItem("console.theme", mode);
        window.localStorage.setItem("console.language", lang);
      },
      [language, theme] as const,
    );
    await operator.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await operator.goto(`/admin/lottery/${screen}`);
      await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await operator.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await saveFullPage(operator, `console-lottery-${screen}-${width}-${theme}-${language}`);
    }
  }
});
