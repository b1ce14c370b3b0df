import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { createApiClient } from "./client.ts";

let server: Server;
let baseUrl = "";
const loginBodies: string[] = [];
let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.setHeader("Content-Type", "application/json");
      if (req.url?.startsWith("/wps/system/helpCenter")) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            success: false,
            code: "MERCHANT_UNKNOWN",
            message: "err_merchant_unknown",
            value: { merchant: "x" },
          }),
        );
        return;
      }
      if (req.url === "/wps/session/login") {
        loginBodies.push(body);
        const isStale = body.includes("old-kid");
        res.statusCode = isStale ? 400 : 200;
        res.end(
          JSON.stringify(
            isStale
              ? {
                  success: false,
                  code: "ENCRYPTION_KEY_UNKNOWN",
                  message: "err_encryption_key_unknown",
                  value: null,
                }
              : { success: true, message: "success", value: { token: "t" } },
          ),
        );
        return;
      }
      if (req.url?.startsWith("/wps/system/routers")) {
        res.statusCode = 502;
        res.end("<html>bad gateway</html>");
        return;
      }
      res.end(
        JSON.stringify({
          success: true,
          message: "success",
          value: { status: 0, ip: "127.0.0.1", merchantCode: "demo" },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("api client", () => {
  it("adds the context headers, encodes GET input as a query and unwraps the value", async () => {
    const client = createApiClient({
      baseUrl,
      context: () => ({ merchant: "demo", token: "tok", language: "CN" }),
    });
    const value = await client.request("systemStatus", { url: "localhost" });
    expect(value).toEqual({ status: 0, ip: "127.0.0.1", merchantCode: "demo" });
    expect(seen.url).toBe("/wps/system/status?url=localhost");
    expect(seen.headers?.merchant).toBe("demo");
    expect(seen.headers?.authorization).toBe("tok");
    expect(seen.headers?.language).toBe("CN");
  });

  it("omits headers the context does not have and undefined query fields", async () => {
    const client = createApiClient({ baseUrl, context: () => ({}) });
    await client.request("systemStatus", { url: undefined });
    expect(seen.url).toBe("/wps/system/status");
    expect(seen.headers?.merchant).toBeUndefined();
  });

  it("fills path parameters from the input and sends the rest as the query or body", async () => {
    const client = createApiClient({ baseUrl, context: () => ({}) });
    await client.request("boAgentContract", { id: 42 });
    expect(seen.url).toBe("/bo/agents/contracts/42");
    await client.request("boTerminateAgentContract", { id: 7, reason: "ends" });
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/bo/agents/contracts/7/terminate");
    expect(JSON.parse(seen.body ?? "{}")).toEqual({ id: 7, reason: "ends" });
  });

  it("turns a failure envelope into an ApiError with its code, key and value", async () => {
    const client = createApiClient({ baseUrl, context: () => ({}) });
    const error = await client.request("helpCenter", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "MERCHANT_UNKNOWN",
      status: 404,
      key: "err_merchant_unknown",
      value: { merchant: "x" },
    });
  });

  it("turns an unreachable server into NETWORK_FAILED", async () => {
    const client = createApiClient({ baseUrl: "http://127.0.0.1:1", context: () => ({}) });
    const error = await client.request("systemStatus", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "NETWORK_FAILED", key: "err_network_failed" });
  });

  it("turns a non-JSON gateway error into NETWORK_FAILED", async () => {
    const client = createApiClient({ baseUrl, context: () => ({}) });
    const error = await client.request("routers").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "NETWORK_FAILED", status: 502 });
  });

  it("reseals an encrypted call once with a fresh key when the server forgot the old one", async () => {
    let kid = "old-kid";
    let rejections = 0;
    const client = createApiClient({
      baseUrl,
      context: () => ({}),
      encryptBody: async (body) => ({ kid, sealed: body }),
      onEncryptionKeyRejected: () => {
        rejections += 1;
        kid = "new-kid";
      },
    });
    loginBodies.length = 0;
    const value = await client.request("login", { username: "demo01", password: "x" });
    expect(value).toEqual({ token: "t" });
    expect(rejections).toBe(1);
    expect(loginBodies).toHaveLength(2);
    expect(loginBodies[1]).toContain("new-kid");
  });

  it("gives up after one retry when the fresh key is refused too", async () => {
    let rejections = 0;
    const client = createApiClient({
      baseUrl,
      context: () => ({}),
      encryptBody: async (body) => ({ kid: "old-kid", sealed: body }),
      onEncryptionKeyRejected: () => {
        rejections += 1;
      },
    });
    const error = await client
      .request("login", { username: "demo01", password: "x" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "ENCRYPTION_KEY_UNKNOWN" });
    expect(rejections).toBe(1);
  });
});
