import { saveScreen } from "../support/artifacts.ts";
import { expect, test } from "../support/test.ts";

test("the API reference at /docs renders the generated document from this server alone", async ({
  page,
  baseURL,
}) => {
  // The reference is one large script that renders the whole document: slow on a busy machine.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const foreign: string[] = [];
  const refused: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });

  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: "Orchid API", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Introduction" })).toBeVisible();
  await expect(page.getByText("Failure codes").first()).toBeVisible();
  await saveScreen(page, "api-docs");

  await page.goto("/docs#orchid/tag/session/POST/wps/session/login");
  await expect(page.getByText("The body is sealed").first()).toBeVisible({ timeout: 60_000 });
  await saveScreen(page, "api-docs-login");

  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});
