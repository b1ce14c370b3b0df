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

/** How many player notices the server holds for the site: what the modal lists. */
async function playerNoticeCount(page: Page): Promise<number> {
  const response = await page.request.get("/wps/home/notice");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { value: { player: unknown[] } };
  return body.value.player.length;
}

test("the notice marquee opens a paged list of notices", async ({ page }) => {
  await page.goto("/");
  const total = await playerNoticeCount(page);
  expect(total, "the demo merchant has player notices").toBeGreaterThan(0);

  const marquee = page.getByTestId("notice-marquee");
  await expect(marquee).toBeVisible();
  await marquee.click();
  await expect(modal(page)).toBeVisible();
  const items = modal(page).getByTestId("notice-item");
  const prev = modal(page).getByTestId("notice-page-prev");
  const next = modal(page).getByTestId("notice-page-next");
  await expect(items.first()).toBeVisible();

  // The marquee opens the modal on the page of the notice clicked: walk back to the first page.
  while (await prev.isEnabled()) await prev.click();
  const firstPage = await itemTitles(page);
  expect(firstPage).toHaveLength(Math.min(PAGE_SIZE, total));

  if (total > PAGE_SIZE) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(() => itemTitles(page)).not.toEqual(firstPage);
    const secondPage = await itemTitles(page);
    expect(secondPage).toHaveLength(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    expect(
      secondPage.filter((title) => firstPage.includes(title)),
      "no notice repeats",
    ).toEqual([]);
    await prev.click();
    await expect.poll(() => itemTitles(page)).toEqual(firstPage);
  } else {
    await expect(next, "one page holds every notice").toBeDisabled();
  }

  const detail = modal(page).getByTestId("notice-detail").filter({ visible: true });
  await items.first().click();
  await expect(detail).toHaveCount(1);
  await expect(detail).toContainText(firstPage[0] ?? "");
  await items.first().click();
  await expect(detail).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();
});
