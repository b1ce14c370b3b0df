import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient } from "@orchid/contract/client";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiQueryKey, apiQueryOptions } from "./api-query-options.ts";

let server: Server;
let baseUrl = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ success: true, message: "", value: { count: asked.length } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createApiClient({ baseUrl, context: () => ({ merchant: "m1", token: "t1" }) });

describe("apiQueryKey", () => {
  it("starts with the call's name, then the scope, anything else the answer depends on, then the input", () => {
    expect(apiQueryKey("inboxMessages", ["m1"], { page: 2, pageSize: 20 }, ["EN"])).toEqual([
      "inboxMessages",
      "m1",
      "EN",
      { page: 2, pageSize: 20 },
    ]);
    expect(apiQueryKey("unreadCount", ["m1"])).toEqual(["unreadCount", "m1", null]);
  });
});

describe("apiQueryOptions", () => {
  it("fetches the call through the cache once, and a refresh by name alone fetches it again", async () => {
    const queryClient = new QueryClient();
    const seen: unknown[] = [];
    const options = apiQueryOptions(client(), "unreadCount", ["t1"], undefined, {
      afterFetch: (value) => seen.push(value),
    });
    asked.length = 0;
    await queryClient.fetchQuery({ ...options, staleTime: 60_000 });
    await queryClient.fetchQuery({ ...options, staleTime: 60_000 });
    expect(asked).toEqual([ENDPOINTS.unreadCount.path]);
    expect(seen).toEqual([{ count: 1 }]);

    const observed = queryClient.getQueryCache().find({ queryKey: options.queryKey });
    expect(observed?.state.data).toEqual({ count: 1 });
    await queryClient.invalidateQueries({ queryKey: ["unreadCount"] });
    await queryClient.fetchQuery(options);
    expect(asked).toHaveLength(2);
    expect(seen).toEqual([{ count: 1 }, { count: 2 }]);
  });

  it("keeps one scope's answers apart from another's", async () => {
    const queryClient = new QueryClient();
    asked.length = 0;
    await queryClient.fetchQuery(apiQueryOptions(client(), "unreadCount", ["member-a"]));
    await queryClient.fetchQuery(apiQueryOptions(client(), "unreadCount", ["member-b"]));
    expect(asked).toHaveLength(2);
    expect(queryClient.getQueryCache().findAll({ queryKey: ["unreadCount"] })).toHaveLength(2);
  });
});
