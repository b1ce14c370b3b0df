import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";

const PAGE_SIZE = 9;

function modal(page: Page): Locator {
  return page.getByTestId("notice-modal");
}

function itemTitles(page: Page): Promise<string[]> {
  return modal(page)
    .getByTestId("notice-item")
    .evaluateAll((items) => items.map((item) => (item.textContent ?? "").trim()));
}

async function isUsable(control: Locator): Promise<boolean> {
  return (await control.count()) > 0 && (await control.isVisible()) && (await control.isEnabled());
}

test("the notice marquee opens a paged list of notices", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("notice-marquee").click();
  await expect(modal(page)).toBeVisible();

  const items = modal(page).getByTestId("notice-item");
  await expect(items.first()).toBeVisible();
  const firstPage = await itemTitles(page);
  expect(firstPage.length).toBeLessThanOrEqual(PAGE_SIZE);

  const next = modal(page).getByTestId("notice-page-next");
  if (await isUsable(next)) {
    expect(firstPage, "a full first page before there is a second").toHaveLength(PAGE_SIZE);
    await next.click();
    await expect.poll(() => itemTitles(page)).not.toEqual(firstPage);
    const secondPage = await itemTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(
      secondPage.filter((title) => firstPage.includes(title)),
      "no notice repeats",
    ).toEqual([]);

    await modal(page).getByTestId("notice-page-prev").click();
    await expect.poll(() => itemTitles(page)).toEqual(firstPage);
  }

  const detail = modal(page).getByTestId("notice-detail");
  await items.first().click();
  await expect(detail.filter({ visible: true })).toHaveCount(1);
  await items.first().click();
  await expect(detail.filter({ visible: true })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();
});
