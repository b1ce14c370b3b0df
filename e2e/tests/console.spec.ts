import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  dismissWelcome,
  loginThroughModal,
  newMember,
  registerThroughForm,
  settle,
  signOut,
} from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { setRegisterRule } from "../support/dev-routes.ts";
import { gradientPng } from "../support/png.ts";
import { expect, test } from "../support/test.ts";

/** The demo merchant's default language, which a first visit to the site speaks. */
const MY = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../packages/i18n/locales/MY.json"), "utf8"),
) as Record<string, string>;

/** An instant as the console shows it for the demo merchant: Yangon wall time and its offset. */
function inYangon(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 390 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)} (+06:30)`;
}

/** The member site in English (the demo merchant's default is Burmese). */
async function openSiteInEnglish(page: Page, route = "/") {
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.goto(route);
}

// One console session for the whole file: an authenticator code is accepted only once.
test.describe.configure({ mode: "serial" });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  // The operator's browser is in New York; the demo merchant keeps Asia/Yangon (+06:30).
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: "America/New_York",
  });
  operator = await context.newPage();
  await consoleSignIn(operator);
});

test.afterAll(async () => {
  await operator?.context().close();
});

test.describe("the operator console", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.60" } });

  test("switches the site to maintenance and back", async ({ page }) => {
    await operator.goto("/admin/settings");
    const current = operator.getByTestId("status-current");
    const toggle = operator.getByTestId("status-toggle");
    await toggle.click();
    await toggle.click(); // the second press confirms
    await expect(current).toHaveAttribute("data-status", "1");

    await openSiteInEnglish(page);
    await expect(page.getByTestId("maintenance-page")).toBeVisible();

    await toggle.click();
    await expect(current).toHaveAttribute("data-status", "0");
    await page.reload();
    await expect(page.getByTestId("maintenance-page")).toHaveCount(0);
    await expect(page.getByTestId("notice-marquee")).toBeVisible();
  });

  test("publishes a notice that the marquee and the notice modal show", async ({ page }) => {
    const title = `Console notice ${Date.now()}`;
    await operator.goto("/admin/content/notices");
    await operator.getByTestId("notice-new").click();
    await operator.getByTestId("title-EN").fill(title);
    await operator.getByTestId("content-EN").fill("<p>Published from the <strong>console</strong>.</p>");
    await operator.getByTestId("notice-save").click();
    await expect(operator.getByTestId("toast").first()).toBeVisible();

    await openSiteInEnglish(page);
    await settle(page);
    const marquee = page.getByTestId("notice-marquee");
    await expect(marquee).toContainText(title);
    await marquee.click();
    const modal = page.getByTestId("notice-modal");
    await expect(modal).toBeVisible();
    await modal.getByTestId("notice-item").filter({ hasText: title }).first().click();
    await expect(modal).toContainText("Published from the console.");
  });

  test("uploads a banner that the home carousel shows", async ({ page }) => {
    const title = `Console banner ${Date.now()}`;
    const file = path.join(tmpdir(), `orchid-banner-${Date.now()}.png`);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(file, gradientPng(1200, 400, [139, 92, 246], [245, 196, 81]));

    await operator.goto("/admin/content/banners");
    await operator.getByTestId("banner-new").click();
    await operator.getByTestId("banner-file").setInputFiles(file);
    await operator.getByTestId("title-EN").fill(title);
    await operator.getByTestId("banner-save").click();
    await expect(operator.getByTestId("toast").first()).toBeVisible();

    await openSiteInEnglish(page);
    await settle(page);
    const image = page.getByTestId("banner-carousel").locator(`img[alt="${title}"]`);
    await expect(image).toHaveCount(1);
    // The carousel holds still (the browser asks for reduced motion): its dot brings the banner in.
    const slides = page.getByTestId("banner-slide");
    const count = await slides.count();
    for (let index = 0; index < count; index += 1) {
      if ((await slides.nth(index).locator(`img[alt="${title}"]`).count()) === 0) continue;
      if (count > 1) await page.getByRole("button", { name: `Show banner ${index + 1}` }).click();
    }
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 10_000 })
      .toBe(1200);
  });

  test("locks a member, whose next login is refused with a clear message", async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = newMember("lock");
    await dismissWelcome(page);
    await setRegisterRule(request, "captcha", false);
    try {
      await registerThroughForm(page, request, member);
    } finally {
      await setRegisterRule(request, "captcha", true, true);
    }
    await signOut(page);

    await operator.goto("/admin/members");
    await operator.getByTestId("member-search").fill(member.username);
    await operator.getByTestId("member-search").press("Enter");
    await operator.getByRole("link", { name: member.username }).click();
    await operator.getByTestId("member-lock").click();
    await operator.getByTestId("member-lock").click();
    await expect(operator.getByTestId("member-status")).toHaveAttribute("data-status", "locked");

    await page.goto("/");
    await loginThroughModal(page, member.username, member.password);
    await expect(page.getByTestId("login-modal").getByTestId("login-error")).toHaveText(
      MY.err_account_locked ?? "",
    );
  });

  test("shows times in the merchant's zone with its offset, not the browser's", async () => {
    const listed = operator.waitForResponse(
      (r) => r.url().includes("/bo/members?") && r.url().includes("demo01"),
    );
    await operator.goto("/admin/members?q=demo01");
    const rows = (
      (await (await listed).json()) as { value: { rows: { username: string; createdAt: string }[] } }
    ).value.rows;
    const createdAt = rows.find((r) => r.username === "demo01")?.createdAt ?? "";
    expect(createdAt).not.toBe("");
    const registered = operator.getByRole("row", { name: /demo01/ }).getByText(inYangon(createdAt));
    await expect(registered).toBeVisible();
    expect(await operator.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      "America/New_York",
    );
  });

  test("shows the game screens to the merchant's owner, read-only where they are platform-wide", async () => {
    await operator.goto("/admin/games/vendors");
    await expect(operator.getByTestId("vendor-row-NOVA")).toBeVisible();
    await expect(operator.getByRole("note")).toContainText(/platform operators/i);
    await expect(operator.getByTestId("vendor-rotate-NOVA")).toHaveCount(0);

    await operator.goto("/admin/games/catalogue?vendorCode=NOVA");
    await expect(operator.getByTestId("catalogue-table")).toBeVisible();
    await operator.locator("[data-testid^=game-edit-]").first().click();
    await expect(operator.getByTestId("game-dialog")).toBeVisible();
    await expect(operator.getByTestId("game-save")).toHaveCount(0);
    await operator.keyboard.press("Escape");

    await operator.goto("/admin/games/rounds");
    await expect(operator.getByTestId("rounds-totals")).toBeVisible();
    await operator.goto("/admin/games/rtp");
    // The page sums every settled round of the last 7 days; on the suite's embedded database, with
    // the demo's players spinning all run long, that took over 10 s once under a loaded CI machine.
    await expect(operator.getByTestId("rtp-totals")).toBeVisible({ timeout: 30_000 });
  });

  test("looks right at 1280 and 768 px, dark and light", async () => {
    // Sixteen full-page captures.
    test.setTimeout(90_000);
    for (const theme of ["dark", "light"] as const) {
      await operator.evaluate((value) => window.localStorage.setItem("console.theme", value), theme);
      for (const width of [1280, 768]) {
        await operator.setViewportSize({ width, height: 900 });
        for (const screen of ["", "settings", "members", "content/notices"]) {
          await operator.goto(`/admin/${screen}`);
          await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
          const overflow = await operator.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${screen || "dashboard"} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
          await saveFullPage(
            operator,
            `console-${screen.replace("/", "-") || "dashboard"}-${width}-${theme}`,
          );
        }
      }
    }
  });
});
