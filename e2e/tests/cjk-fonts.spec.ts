import type { Page } from "@playwright/test";
import { settle } from "../support/accounts.ts";
import { saveScreen } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { expect, test } from "../support/test.ts";

/** The Noto family each CJK language draws with, and its file prefix in the build. */
const CJK = {
  CN: { family: "Noto Sans SC", file: "noto-sans-sc-" },
  TW: { family: "Noto Sans TC", file: "noto-sans-tc-" },
  JA: { family: "Noto Sans JP", file: "noto-sans-jp-" },
  KO: { family: "Noto Sans KR", file: "noto-sans-kr-" },
} as const;

const THEMES = ["dark", "light"] as const;
const WIDTHS = [1366, 360] as const;

/** Font files the page fetched from our own origin whose names start with `prefix`. */
function recordFontFiles(page: Page, origin: string, prefix: string): string[] {
  const files: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    const name = url.pathname.split("/").pop() ?? "";
    if (url.origin === origin && name.startsWith(prefix) && response.ok()) files.push(name);
  });
  return files;
}

/** How many faces of `family` the page declared, and how many of them are loaded. */
function faceCounts(page: Page, family: string) {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, "") === name);
    return { declared: faces.length, loaded: faces.filter((face) => face.status === "loaded").length };
  }, family);
}

test.describe("CJK languages on the member site", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.55" } });

  for (const [code, font] of Object.entries(CJK)) {
    test(`${code} draws with ${font.family} from our build, only the slices on screen`, async ({
      page,
      baseURL,
    }) => {
      const files = recordFontFiles(page, new URL(baseURL ?? "").origin, font.file);
      await page.addInitScript((language) => window.localStorage.setItem("lang", language), code);
      await page.goto("/");
      await settle(page);
      await expect
        .poll(() => faceCounts(page, font.family).then((counts) => counts.loaded))
        .toBeGreaterThan(0);
      const { declared, loaded } = await faceCounts(page, font.family);
      expect(declared, "unicode-range slices declared").toBeGreaterThan(50);
      expect(loaded, "slices fetched for the text on screen").toBeLessThan(declared);
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((name) => name.endsWith(".woff2"))).toBe(true);
    });
  }

  for (const code of ["CN", "JA"] as const) {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        test(`screenshot: home in ${code} at ${width} px, ${theme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
          await page.addInitScript(
            ({ language, value }) => {
              window.localStorage.setItem("lang", language);
              window.localStorage.setItem("theme", value);
            },
            { language: code, value: theme },
          );
          await page.goto("/");
          await settle(page);
          await expect
            .poll(() => faceCounts(page, CJK[code].family).then((c) => c.loaded))
            .toBeGreaterThan(0);
          await saveScreen(page, `cjk-home-${code}-${width}-${theme}`);
        });
      }
    }
  }
});

test.describe("the console in Chinese", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.56" } });

  test("draws Chinese with Noto Sans SC from its own build, at 1366 and 360 px, dark and light", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const files = recordFontFiles(page, new URL(baseURL ?? "").origin, CJK.CN.file);
    await page.addInitScript(() => window.localStorage.setItem("console.language", "CN"));
    await consoleSignIn(page);
    for (const theme of THEMES) {
      await page.evaluate((value) => window.localStorage.setItem("console.theme", value), theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
        await page.goto("/admin/");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect.poll(() => faceCounts(page, CJK.CN.family).then((c) => c.loaded)).toBeGreaterThan(0);
        await saveScreen(page, `cjk-console-CN-${width}-${theme}`);
      }
    }
    expect(files.length).toBeGreaterThan(0);
  });
});
