import type { TEndpointEntry } from "@orchid/contract/endpoint";
import { ERROR_CODES, type TErrorCode } from "@orchid/contract/error-codes";
import { callerDoc, entryErrors } from "./caller-security.ts";
import { successEnvelope } from "./envelope-components.ts";
import { propertiesOf, type TJsonSchema, toJsonSchema, withoutProperties } from "./json-schema.ts";

/** `/vendor/:vendor/wallet/:operation` → `/vendor/{vendor}/wallet/{operation}` (a regex suffix dropped). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");
}

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
}

const BODY_TEXT = {
  none: "",
  json: "",
  sealed: "The body is **sealed**: send the `SealedBody` wrapper around the fields below.",
  form: "The body is **form-encoded** (`application/x-www-form-urlencoded`).",
} as const;

/** The failure responses, one per HTTP status, each naming the codes it may carry. */
export function errorResponses(codes: readonly TErrorCode[]): Record<string, TJsonSchema> {
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CODES[code];
    if (status === 0) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, TJsonSchema> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.join(", "),
      content: {
        "application/json": {
          schema: {
            allOf: [
              { $ref: "#/components/schemas/FailureEnvelope" },
              { properties: { code: { enum: list } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}

function successResponse(entry: TEndpointEntry, answer: TJsonSchema): TJsonSchema {
  if (entry.reply === "image") {
    return {
      description: "The image.",
      content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } },
    };
  }
  const schema = entry.reply === "envelope" ? successEnvelope(answer) : answer;
  return { description: "Done.", content: { "application/json": { schema } } };
}

/** The sealed body's fields in a line (the reader cannot see a schema inside the wrapper). */
function sealedFields(body: TJsonSchema): string {
  const fields = propertiesOf(body).map(({ name, required }) => (required ? `\`${name}\`` : `\`${name}\`?`));
  return fields.length > 0 ? `{ ${fields.join(", ")} }` : "any JSON object";
}

type TOperationOptions = {
  /** Header parameters every operation of this document names (by component). */
  headerRefs: readonly string[];
  /** Where hoisted schema definitions go. */
  defs: Record<string, TJsonSchema>;
};

/** One entry as an OpenAPI operation: who may call, its parameters, its body and every answer. */
export function buildOperation(name: string, entry: TEndpointEntry, options: TOperationOptions): TJsonSchema {
  const caller = callerDoc(entry.caller);
  const input = toJsonSchema(entry.input, "input", options.defs, `${name}_`);
  const answer = toJsonSchema(entry.answer, "output", options.defs, `${name}_`);
  const pathNames = pathParameterNames(entry.path);
  const inputProperties = propertiesOf(input);
  const parameters: TJsonSchema[] = options.headerRefs.map((header) => ({
    $ref: `#/components/parameters/${header}`,
  }));
  for (const pathName of pathNames) {
    const declared = inputProperties.find((property) => property.name === pathName);
    parameters.push({
      name: pathName,
      in: "path",
      required: true,
      schema: declared?.schema ?? { type: "string" },
    });
  }
  if (entry.body === "none") {
    for (const property of inputProperties) {
      if (pathNames.includes(property.name)) continue;
      parameters.push({
        name: property.name,
        in: "query",
        required: property.required,
        schema: property.schema,
      });
    }
  }
  const description = [
    caller.text,
    BODY_TEXT[entry.body],
    entry.state === "planned" ? "Planned: not served yet." : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const operation: TJsonSchema = {
    operationId: name,
    summary: entry.summary || name,
    description,
    tags: [entry.module],
    security: caller.security,
    parameters,
    responses: { "200": successResponse(entry, answer), ...errorResponses(entryErrors(entry)) },
    "x-caller": entry.caller,
    "x-body": entry.body,
  };
  const body = withoutProperties(input, pathNames);
  if (entry.body === "json")
    operation.requestBody = { required: true, content: { "application/json": { schema: body } } };
  if (entry.body === "form") {
    operation.requestBody = {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: body } },
    };
  }
  if (entry.body === "sealed") {
    operation.requestBody = {
      required: true,
      description: `Sealed. The body inside: ${sealedFields(body)}.`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/SealedBody" } } },
    };
    operation["x-sealed-body"] = body;
  }
  return operation;
}
