import type { TEndpointEntry } from "@orchid/contract/endpoint";
import { SECURITY_SCHEMES, SHARED_SCHEMAS, SITE_PARAMETERS } from "./envelope-components.ts";
import type { TJsonSchema } from "./json-schema.ts";
import { buildOperation, openApiPath } from "./operation.ts";

export type TOpenApiDocument = {
  openapi: "3.1.1";
  info: { title: string; version: string; description: string };
  servers?: TJsonSchema[];
  tags?: TJsonSchema[];
  paths: Record<string, Record<string, TJsonSchema>>;
  components: {
    schemas: Record<string, TJsonSchema>;
    parameters: Record<string, TJsonSchema>;
    securitySchemes: Record<string, TJsonSchema>;
  };
};

type TDocumentSpec = {
  title: string;
  description: string;
  /** The calls to document, by name; planned ones are left out (they answer 404 until they land). */
  entries: [string, TEndpointEntry][];
  /** Header parameters every operation names (the site's `Merchant` and `Language`, or a protocol's own). */
  headerRefs: readonly string[];
  parameters?: Record<string, TJsonSchema>;
  servers?: TJsonSchema[];
};

export const API_VERSION = "1";

/** An OpenAPI 3.1 document built from contract entries, with the shared envelope components. */
export function buildDocument(spec: TDocumentSpec): TOpenApiDocument {
  const defs: Record<string, TJsonSchema> = {};
  const paths: TOpenApiDocument["paths"] = {};
  const modules = new Set<string>();
  for (const [name, entry] of spec.entries) {
    if (entry.state !== "live") continue;
    const path = openApiPath(entry.path);
    paths[path] ??= {};
    paths[path][entry.method.toLowerCase()] = buildOperation(name, entry, {
      headerRefs: spec.headerRefs,
      defs,
    });
    modules.add(entry.module);
  }
  return {
    openapi: "3.1.1",
    info: { title: spec.title, version: API_VERSION, description: spec.description },
    ...(spec.servers ? { servers: spec.servers } : {}),
    tags: [...modules].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...SHARED_SCHEMAS, ...defs },
      parameters: { ...SITE_PARAMETERS, ...spec.parameters },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
