import CN from "@orchid/i18n/locales/CN.json" with { type: "json" };
import EN from "@orchid/i18n/locales/EN.json" with { type: "json" };
import KO from "@orchid/i18n/locales/KO.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../test/api-client.ts";
import { solveProofOfWork } from "../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ DEV_ROUTES: "1" });
});
afterAll(async () => t?.close());

const unknownPath = async (headers: Record<string, string> = {}) =>
  (
    await t.app.inject({ method: "GET", url: "/wps/nothing/here", headers: { merchant: "demo", ...headers } })
  ).json();

describe("refusals speak the caller's language", () => {
  it("answers the message in English when no language is asked for, keeping the stable code", async () => {
    expect(await unknownPath()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: EN.err_not_found,
      value: { path: "/wps/nothing/here" },
    });
    expect(EN.err_not_found).not.toMatch(/^err_/);
  });

  it("answers in the Language header's catalogue, KR reading Korean, an unknown one English", async () => {
    expect((await unknownPath({ language: "CN" })).message).toBe(CN.err_not_found);
    expect((await unknownPath({ language: "kr" })).message).toBe(KO.err_not_found);
    expect((await unknownPath({ language: "XX" })).message).toBe(EN.err_not_found);
    expect(CN.err_not_found).not.toBe(EN.err_not_found);
  });

  it("gives each field problem its text beside its key", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers: { merchant: "demo", language: "CN" },
      payload: { status: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_INPUT",
      message: CN.err_invalid_input,
      value: { fields: [{ path: "status", key: "err_invalid_input", message: CN.err_invalid_input }] },
    });
  });

  it("fills a field problem's limits into its text", async () => {
    const ip = "10.77.0.1";
    const refused = await callApi(
      t,
      "register",
      {
        username: "1abc",
        password: "Orchid2024",
        confirmPassword: "Orchid2024",
        agree: true,
        altcha: await solveProofOfWork(t, ip),
      },
      { ip, headers: { "message-format": "text" } },
    );
    expect(refused.body.success).toBe(false);
    const fields = (refused.body.value as { fields: { field: string; key: string; message: string }[] })
      .fields;
    const username = fields.find((problem) => problem.field === "username");
    expect(username).toMatchObject({ key: "reg_pattern_1", min: 6, max: 16 });
    expect(username?.message).toBe(EN.reg_pattern_1.replace("(min)", "6").replace("(max)", "16"));
  });

  it("answers the translation keys to a client that asks for them", async () => {
    expect((await unknownPath({ language: "CN", "message-format": "key" })).message).toBe("err_not_found");
  });

  it("leaves success envelopes as they were", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/system/status?url=localhost",
      headers: { merchant: "demo", language: "CN" },
    });
    expect(response.json()).toMatchObject({ success: true, message: "success" });
  });
});
