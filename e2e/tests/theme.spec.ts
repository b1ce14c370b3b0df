import { revealHeaderControl } from "../support/header.ts";
import { pageBackground, storageItem } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

test("switching to the light theme repaints the page and survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("site-header")).toBeVisible();
  const darkBackground = await pageBackground(page);

  const toggle = await revealHeaderControl(page, "theme-toggle");
  await toggle.click();

  await expect(html).toHaveAttribute("data-theme", "light");
  await expect
    .poll(() => pageBackground(page), { message: "background colour changes" })
    .not.toBe(darkBackground);
  const lightBackground = await pageBackground(page);
  expect(await storageItem(page, "localStorage", "theme")).toBe("light");

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe(lightBackground);
});
