import { expect, test } from "@playwright/test";

// Plain Playwright `test`: this spec watches the start-up pop-ups instead of dismissing them.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.54" } });

/** The test ids of the dialogs open right now, in page order. */
function openDialogs(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("dialog[open]")].map((dialog) => dialog.getAttribute("data-testid") ?? ""),
  );
}

test("a bad invitation code warns first; arrival pop-ups follow one at a time", async ({ page }) => {
  await page.goto("/register?code=BOGUS");
  // Watch from the first dialog on: on a server that has just started, the page may take a
  // while to open any, and a watch that ended before then would have seen nothing.
  await expect.poll(async () => (await openDialogs(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const seen: string[] = [];
  let most = 0;
  const deadline = Date.now() + 4_000;
  while (Date.now() < deadline) {
    const open = await openDialogs(page);
    most = Math.max(most, open.length);
    for (const id of open) if (seen.at(-1) !== id) seen.push(id);
    await page.waitForTimeout(100);
  }
  expect(most, `dialogs open at once: ${seen.join(", ")}`).toBe(1);
  expect(seen[0]).toBe("dialog-invitation-code-error");

  await page.getByTestId("dialog-invitation-code-error").getByRole("button").last().click();
  const popup = page.getByTestId("dialog-popup-notice");
  await expect(popup).toHaveCount(1);
  await expect(popup).toBeVisible();
  await expect.poll(() => openDialogs(page)).toEqual(["dialog-popup-notice"]);
  const firstTitle = await popup.getByRole("heading").first().textContent();

  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(1);
  await expect(popup.getByRole("heading").first()).not.toHaveText(firstTitle ?? "");
  expect(await openDialogs(page)).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect.poll(() => openDialogs(page)).toEqual([]);
});
