import { z } from "zod";

/** A JSON Schema (2020-12, the dialect OpenAPI 3.1 embeds) as plain data. */
export type TJsonSchema = Record<string, unknown>;

/** What a call's schema becomes where no entry declares one yet: any JSON object. */
export const ANY_OBJECT: TJsonSchema = { type: "object", additionalProperties: true };

/**
 * Converts a contract schema for the document. `io` picks the side: "input" documents what a
 * caller may send (before transforms and defaults), "output" what the server answers. Parts JSON
 * Schema cannot express (transforms, custom checks, dates) become an unconstrained schema rather
 * than failing the whole document. Shared definitions are hoisted into `defs` under the given
 * prefix, because a `#/$defs/…` reference inside an operation would point at the document root.
 */
export function toJsonSchema(
  schema: z.ZodType | undefined,
  io: "input" | "output",
  defs: Record<string, TJsonSchema>,
  prefix: string,
): TJsonSchema {
  if (!schema) return ANY_OBJECT;
  const converted = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // Dates leave the server as ISO strings (JSON turns a Date into one).
      if (zodSchema._zod.def.type === "date")
        Object.assign(jsonSchema, { type: "string", format: "date-time" });
    },
  }) as TJsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  const rename = (name: string) => `${prefix}${name}`;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, TJsonSchema>)) {
    defs[rename(name)] = rewriteRefs(def, rename) as TJsonSchema;
  }
  return rewriteRefs(rest, rename) as TJsonSchema;
}

function rewriteRefs(node: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rename));
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")) {
      out[key] = `#/components/schemas/${rename(value.slice("#/$defs/".length))}`;
    } else {
      out[key] = rewriteRefs(value, rename);
    }
  }
  return out;
}

/** Splits an object schema into its named properties (for query and path parameters). */
export function propertiesOf(
  schema: TJsonSchema,
): { name: string; schema: TJsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** The same object schema without some properties (path parameters travel in the path, not the body). */
export function withoutProperties(schema: TJsonSchema, names: readonly string[]): TJsonSchema {
  if (names.length === 0 || !schema.properties) return schema;
  const properties = { ...(schema.properties as Record<string, TJsonSchema>) };
  for (const name of names) delete properties[name];
  const required = ((schema.required ?? []) as string[]).filter((name) => !names.includes(name));
  const { required: _all, ...rest } = schema;
  return required.length > 0 ? { ...rest, properties, required } : { ...rest, properties };
}
