import type { Page } from "@playwright/test";
import { revealHeaderControl } from "../support/header.ts";
import { storageItem } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

async function chooseLanguage(page: Page, code: string): Promise<void> {
  const menu = await revealHeaderControl(page, "language-menu");
  await menu.click();
  const option = page.locator(`[data-lang="${code}"]`).filter({ visible: true }).first();
  await expect(option, `the language menu offers ${code}`).toBeVisible();
  await option.click();
}

/** Header parts whose text is not a catalogue label: the clock ticks, the marquee holds server notices. */
const NOT_LABELS = ["clock", "notice-marquee", "language-menu"]
  .map((id) => `[data-testid="${id}"]`)
  .join(", ");

/** The header's own labels (log in, register, more, navigation) as one comparable string. */
function headerText(page: Page): Promise<string> {
  return page.getByTestId("site-header").evaluate((header, skip) => {
    const copy = header.cloneNode(true);
    if (!(copy instanceof Element)) return "";
    for (const part of copy.querySelectorAll(skip)) part.remove();
    const labels: string[] = [];
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const label = (node.textContent ?? "").trim();
      if (label) labels.push(label);
    }
    return labels.join(" | ");
  }, NOT_LABELS);
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
  const arabicHeader = await headerText(page);
  expect(await storageItem(page, "localStorage", "lang")).toBe("AR");
  expect(await storageItem(page, "localStorage", "hisLang")).toBe("EN");

  await chooseLanguage(page, "EN");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect
    .poll(() => headerText(page), { message: "header text back in English" })
    .not.toBe(arabicHeader);
});
