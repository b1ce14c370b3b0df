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

test("a host no merchant owns gets a clear message and a retry, not a blank page", async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  url.hostname = "nobody.localhost";
  await page.goto(url.toString());
  await expect(page.getByTestId("status-error-page")).toBeVisible();
  await expect(page.getByTestId("status-error-page")).toContainText(
    /invalid url or domain|contact customer service/i,
  );
  await expect(page.getByRole("button", { name: /retry/i })).toBeVisible();
});
