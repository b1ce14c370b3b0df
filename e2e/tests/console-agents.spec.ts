import type { Page } from "@playwright/test";
import { saveFullPage, saveScreen } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { expect, test } from "../support/test.ts";

// The console's agent pages on the demo data: agent01 at the top of the tree (agent41 and demo01
// below it), holding the platform's daily wage and real-time salary with yesterday's bills paid.

test.describe.configure({ mode: "serial" });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  // A sign-in may wait for the next authenticator step (another spec used the last one).
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.62" },
  });
  operator = await context.newPage();
  await consoleSignIn(operator);
});

test.afterAll(async () => {
  await operator?.context().close();
});

test("walks the agent tree down from the top and back", async () => {
  await operator.getByRole("link", { name: "Agent tree" }).click();
  await expect(operator).toHaveURL(/\/admin\/agents\/tree$/);
  const table = operator.getByTestId("agent-tree-table");
  await expect(table.getByTestId("agent-row-agent01")).toContainText(/daily wage/i);
  await table.getByRole("button", { name: "agent01" }).click();
  await expect(table.getByTestId("agent-row-agent41")).toBeVisible();
  await expect(table.getByTestId("agent-row-demo01")).toBeVisible();
  await expect(operator.getByTestId("agent-tree-path")).toContainText("agent01");
  await operator
    .getByTestId("agent-tree-path")
    .getByRole("button", { name: /top level/i })
    .click();
  await expect(table.getByTestId("agent-row-agent01")).toBeVisible();
});

test("saves contract settings with a template, and refuses a rate with three decimals", async () => {
  await operator.goto("/admin/agents/settings");
  const form = operator.getByTestId("agent-settings-form");
  await expect(form).toContainText(/team loss = bets − wins/i);
  const template = operator.getByTestId("agent-template-hour_salary");
  await template.getByRole("checkbox").check();
  await operator.getByTestId("agent-template-hour_salary-tiers-0-rate").fill("0.125");
  await operator.getByTestId("agent-settings-save").click();
  await expect(template).toContainText(/at most 2 decimals/i);
  await operator.getByTestId("agent-template-hour_salary-tiers-0-rate").fill("0.2");
  await operator.getByTestId("agent-template-hour_salary-tiers-add").click();
  await operator.getByTestId("agent-template-hour_salary-tiers-1-rate").fill("0.3");
  await operator.getByTestId("agent-template-hour_salary-tiers-1-minActiveMembers").fill("5");
  await operator.getByTestId("agent-settings-save").click();
  await expect(operator.getByTestId("toast").first()).toContainText(/saved/i);
  await operator.reload();
  await expect(operator.getByTestId("agent-template-hour_salary-tiers-1-rate")).toHaveValue("0.3");
});

test("issues a platform contract from the template, then terminates it", async () => {
  await operator.goto("/admin/agents/contracts");
  await expect(operator.getByTestId("contracts-table")).toContainText("agent01");
  await operator.getByTestId("contract-issue-open").click();
  const dialog = operator.getByTestId("contract-issue");
  await dialog.getByTestId("contract-issue-username").fill("agent01");
  await dialog.getByTestId("contract-issue-kind").selectOption("hour_salary");
  await expect(dialog.getByTestId("contract-issue-tiers-1-rate")).toHaveValue("0.3");
  await saveScreen(operator, "console-agents-issue-1280-dark");
  await dialog.getByTestId("contract-issue-submit").click();
  const detail = operator.getByTestId("contract-detail");
  await expect(detail.getByTestId("contract-terms")).toContainText("0.3 %");
  await expect(detail.getByTestId("contract-events")).toContainText(/issued by the platform/i);
  await saveScreen(operator, "console-agents-contract-1280-dark");
  await detail.getByTestId("contract-terminate").click();
  await detail.getByTestId("contract-terminate").click();
  await expect(detail).toContainText(/say why/i);
  await detail.getByTestId("contract-terminate-reason").fill("End-to-end check");
  await detail.getByTestId("contract-terminate").click();
  await detail.getByTestId("contract-terminate").click();
  await expect(detail.getByTestId("contract-events")).toContainText(/termination/i);
});

test("lists yesterday's bills with totals and exports them as CSV", async () => {
  await operator.goto("/admin/agents/bills?preset=yesterday");
  await expect(operator.getByTestId("bills-table")).toContainText("agent01");
  await expect(operator.getByTestId("bill-totals")).toBeVisible();
  const download = operator.waitForEvent("download");
  await operator.getByTestId("bills-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("agent-bills-yesterday.csv");

  // Settling yesterday's daily wage again makes no second bill: agent01's is there already.
  const yangonYesterday = new Date(Date.now() + 390 * 60_000 - 86_400_000).toISOString().slice(0, 10);
  await operator.getByTestId("rerun-start").fill(`${yangonYesterday}T00:00`);
  await operator.getByTestId("rerun-submit").click();
  await operator.getByTestId("rerun-submit").click();
  await expect(operator.getByTestId("rerun-result")).toContainText(/bills made/i);
});

test("shows an agent's team report", async () => {
  await operator.goto("/admin/agents/reports");
  await operator.getByTestId("report-agent").fill("agent01");
  await operator.getByTestId("report-agent").press("Enter");
  await expect(operator.getByTestId("report-figures")).toContainText(/team size/i);
});

test("looks right at 1280 and 768 px, dark and light", async () => {
  test.setTimeout(120_000);
  const screens = ["tree", "contracts", "bills?preset=yesterday", "reports?agent=agent01", "settings"];
  for (const theme of ["dark", "light"] as const) {
    await operator.evaluate((value) => window.localStorage.setItem("console.theme", value), theme);
    for (const width of [1280, 768]) {
      await operator.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await operator.goto(`/admin/agents/${screen}`);
        await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await operator.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${screen} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await saveFullPage(operator, `console-agents-${screen.replace(/\?.*/, "")}-${width}-${theme}`);
      }
    }
  }
});
