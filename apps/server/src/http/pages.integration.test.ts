import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../test/test-app.ts";

const inlineScript = "document.documentElement.dataset.theme='dark';";
let t: TTestApp;
let webDist = "";

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), "orchid-web-"));
  writeFileSync(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><script>${inlineScript}</script></head><body>site</body></html>`,
  );
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the web app is served with a history fallback", () => {
  it("serves index.html at / whatever the Accept header", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("site");
  });

  it("serves index.html for a client route a browser reloads", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/rng?page=2",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("site");
  });

  it("allows exactly the page's inline script in the CSP", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(response.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(response.headers["content-security-policy"]).not.toContain("unsafe-inline' 'self'; script");
  });

  it("never answers an API path with the page", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/unknown",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
