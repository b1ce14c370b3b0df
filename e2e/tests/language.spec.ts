import { expect, type Page, test } from "@playwright/test";
import { revealHeaderControl } from "../support/header.ts";
import { storageItem } from "../support/page-facts.ts";

async function chooseLanguage(page: Page, code: string): Promise<void> {
  const menu = await revealHeaderControl(page, "language-menu");
  await menu.click();
  await page.locator(`[data-lang="${code}"]`).filter({ visible: true }).first().click();
}

/** The header's login and register labels: visible text that never ticks like the clock does. */
async function headerText(page: Page): Promise<string> {
  const header = page.getByTestId("site-header");
  const labels = await Promise.all(
    ["login-button", "register-button"].map((testId) => header.getByTestId(testId).first().textContent()),
  );
  return labels.map((label) => (label ?? "").trim()).join(" | ");
}

test("the language menu switches the catalogue and the writing direction", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "my");
  await expect(page.getByTestId("login-button")).toBeVisible();
  const burmeseHeader = await headerText(page);

  await chooseLanguage(page, "EN");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect.poll(() => headerText(page), { message: "header text in English" }).not.toBe(burmeseHeader);
  const englishHeader = await headerText(page);

  await chooseLanguage(page, "AR");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect.poll(() => headerText(page), { message: "header text in Arabic" }).not.toBe(englishHeader);
  expect(await storageItem(page, "localStorage", "lang")).toBe("AR");
  expect(await storageItem(page, "localStorage", "hisLang")).toBe("EN");

  await chooseLanguage(page, "EN");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect.poll(() => headerText(page)).toBe(englishHeader);
});
