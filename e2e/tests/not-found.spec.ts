import { expect, test } from "../support/test.ts";

test("an unknown page shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page-here");
  await expect(page.getByTestId("not-found-page")).toBeVisible();
  await expect(page.getByTestId("site-header")).toBeVisible();
});

test("an unknown API path answers a 404 JSON envelope", async ({ request }) => {
  const response = await request.get("/wps/nope");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({
    success: false,
    code: "NOT_FOUND",
    message: expect.any(String),
  });
});
