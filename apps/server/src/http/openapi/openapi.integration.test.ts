import { validate } from "@scalar/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { API_DOCUMENT_URLS } from "./register-api-docs.ts";
import { servedRoutes } from "./served-routes.ts";

type TDocument = { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };

let t: TTestApp;
const documents: TDocument[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (const url of API_DOCUMENT_URLS) documents.push((await t.app.inject({ method: "GET", url })).json());
});
afterAll(async () => t?.close());

/** Routes that are no API calls: pages, static files, the reference itself, the health probe, dev tools. */
const NOT_API = [/^\/$/, /^\/admin/, /^\/docs/, /^\/openapi/, /^\/healthz$/, /^\/dev\//, /\*$/];

/** A path template as segments, each parameter (`:id` or `{id}`) a wildcard. */
function segments(path: string): string[] {
  return path.split("/").map((part) => (/^[:{]/.test(part) ? "*" : part));
}
function isSamePath(a: string, b: string): boolean {
  const [left, right] = [segments(a), segments(b)];
  return (
    left.length === right.length &&
    left.every((part, i) => part === "*" || right[i] === "*" || part === right[i])
  );
}

describe("the API documents", () => {
  it("document every call the server serves", () => {
    const documented = documents.flatMap((document) =>
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
      ),
    );
    const api = servedRoutes(t.app).filter(({ path }) => !NOT_API.some((pattern) => pattern.test(path)));
    expect(api.length).toBeGreaterThan(100);
    expect(api).toContainEqual({ method: "POST", path: "/wps/session/login" });
    const missing = api.filter(
      (route) => !documented.some((doc) => doc.method === route.method && isSamePath(doc.path, route.path)),
    );
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it("are valid OpenAPI 3.1 with unique operation ids", async () => {
    const ids: string[] = [];
    for (const document of documents) {
      expect(document.openapi).toMatch(/^3\.1\./);
      const result = await validate(structuredClone(document));
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      for (const operations of Object.values(document.paths)) {
        for (const operation of Object.values(operations)) ids.push(operation.operationId ?? "");
      }
    }
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i)).toEqual([]);
  });

  it("show the headers, the envelopes, sealed bodies and each call's refusals", () => {
    const site = documents[0] as unknown as {
      components: { parameters: object; schemas: object; securitySchemes: Record<string, { name: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(Object.keys(site.components.parameters)).toEqual(expect.arrayContaining(["Merchant", "Language"]));
    expect(site.components.securitySchemes.memberSession?.name).toBe("Authorization");
    expect(Object.keys(site.components.schemas)).toEqual(
      expect.arrayContaining(["FailureEnvelope", "FieldProblem", "SealedBody"]),
    );
    const login = site.paths["/wps/session/login"]?.post;
    expect(login?.["x-body"]).toBe("sealed");
    expect(JSON.stringify(login?.requestBody)).toContain("#/components/schemas/SealedBody");
    const inbox = site.paths["/wps/inbox/messages"]?.get as {
      security: unknown;
      responses: Record<string, { description: string }>;
    };
    expect(inbox.responses["401"]?.description).toContain("NOT_LOGGED_IN");
    expect(inbox.security).toEqual([{ memberSession: [] }]);
  });

  it("are readable at /docs, with the reference's script served here under a policy that allows it", async () => {
    const page = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="js/scalar.js"');
    for (const url of API_DOCUMENT_URLS) expect(page.body).toContain(url);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("http");
    const script = await t.app.inject({ method: "GET", url: "/docs/js/scalar.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
  });
});
