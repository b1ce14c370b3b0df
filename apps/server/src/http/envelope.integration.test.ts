import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT: "2048", DEV_ROUTES: "1" });
});
afterAll(async () => t?.close());

const headers = { host: "localhost", merchant: "demo", "message-format": "key" };

describe("bad requests answer clear envelopes, never a 500", () => {
  it("unknown API path → 404 NOT_FOUND", async () => {
    const response = await t.app.inject({ method: "GET", url: "/wps/nothing/here", headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "err_not_found",
      value: { path: "/wps/nothing/here" },
    });
  });

  it("malformed JSON → 400 MALFORMED_REQUEST", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "MALFORMED_REQUEST" });
  });

  it("body over the limit → 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ status: 0, pad: "x".repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("unsupported content type → 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers: { ...headers, "content-type": "application/xml" },
      payload: "<status>1</status>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("schema violations → 400 INVALID_INPUT naming the field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers,
      payload: { status: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_INPUT", value: { fields: [{ path: "status" }] } });
  });

  it("a request without any merchant hint → 400 MERCHANT_REQUIRED", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/system/status",
      headers: { host: "a b", "message-format": "key" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "MERCHANT_REQUIRED", message: "err_merchant_unknown" });
  });

  it("healthz reports the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ status: "ok", database: t.ctx.database.kind });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("dev switches take effect at once", () => {
  it("maintenance on → status 1, off → 0", async () => {
    const on = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers,
      payload: { status: 1 },
    });
    expect(on.json().success).toBe(true);
    const during = await t.app.inject({ method: "GET", url: "/wps/system/status?url=localhost", headers });
    expect(during.json().value).toMatchObject({ status: 1, maintenance: { active: true } });
    await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers,
      payload: { status: 0 },
    });
    const after = await t.app.inject({ method: "GET", url: "/wps/system/status", headers });
    expect(after.json().value.status).toBe(0);
  });

  it("an unknown toggle is a 404 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/toggles",
      headers,
      payload: { modId: "NOPE", enabled: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
