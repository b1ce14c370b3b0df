import scalarApiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { paymentGatewayDocument, siteDocument, vendorWalletDocument } from "./api-documents.ts";
import { docsPagePolicy } from "./docs-page-policy.ts";
import type { TOpenApiDocument } from "./openapi-document.ts";

/** The documents served, by address; each is built on its first request and kept. */
const DOCUMENTS = [
  { url: "/openapi.json", title: "Site and console", slug: "orchid", build: siteDocument },
  {
    url: "/openapi/vendor-wallet.json",
    title: "Vendor wallet",
    slug: "vendor-wallet",
    build: vendorWalletDocument,
  },
  {
    url: "/openapi/payment-gateway.json",
    title: "Payment gateway",
    slug: "payment-gateway",
    build: paymentGatewayDocument,
  },
] as const;

export const API_DOCUMENT_URLS = DOCUMENTS.map(({ url }) => url);

/**
 * `/openapi.json` (and the two protocol documents) generated from the contract, and the readable
 * reference at `/docs`. The reference's script is served from this server, never a CDN.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  for (const { url, build } of DOCUMENTS) {
    let document: TOpenApiDocument | undefined;
    app.get(url, async () => {
      document ??= build();
      return document;
    });
  }
  await app.register(async (scope) => {
    scope.addHook("onSend", async (_request, reply, payload) => {
      const type = String(reply.getHeader("content-type") ?? "");
      if (typeof payload === "string" && type.startsWith("text/html")) {
        reply.header("content-security-policy", docsPagePolicy(payload));
      }
      return payload;
    });
    await scope.register(scalarApiReference, {
      routePrefix: "/docs",
      logLevel: "warn",
      configuration: {
        pageTitle: "Orchid API reference",
        // No assistant: it would send the documents to a service outside this server.
        sources: DOCUMENTS.map(({ url, title, slug }) => ({ url, title, slug, agent: { disabled: true } })),
        withDefaultFonts: false,
        showDeveloperTools: "never",
        telemetry: false,
        mcp: { disabled: true },
      },
    });
  });
}
