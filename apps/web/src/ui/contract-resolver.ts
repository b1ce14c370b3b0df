import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A zod issue as the message chooser sees it: its kind, field path and the value it refused. */
export type TFormIssue = { code: string; path: PropertyKey[]; input?: unknown; message?: string };

export type TContractResolverOptions<TValues> = {
  /** The form's message for a contract issue on a field, already translated. */
  messageOf: (field: string, issue: TFormIssue) => string;
  /** Translates a schema's own message (the contract writes it as a translation key) on a field. */
  translate: (key: string, field: string) => string;
  /**
   * The form's own rules the contract cannot know (the merchant's rules, a confirmation). A message
   * wins over the contract's; null says the form decides this field alone and finds it fine.
   */
  check?: (values: TValues) => Record<string, string | null | undefined>;
};

const TRANSLATION_KEY = /^[a-z]+_[a-z0-9_]+$/;

/**
 * A react-hook-form resolver that checks the values against a contract request schema (the same
 * one the server parses with) plus the form's own rules, with every message in the user's
 * language. On success the form receives the schema's output (trimmed, defaults filled).
 */
export function contractResolver<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options: TContractResolverOptions<z.input<TSchema>>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  const base = zodResolver(schema, {
    error: (issue) => options.messageOf(String(issue.path?.[0] ?? ""), issue as TFormIssue),
  }) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  return async (values, context, resolverOptions) => {
    const own = options.check?.(values) ?? {};
    const result = await base(values, context, resolverOptions);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, error] of Object.entries(
      result.errors as Record<string, { type?: unknown; message?: unknown }>,
    )) {
      const message = String(error?.message ?? "");
      errors[field] = {
        type: String(error?.type ?? "contract"),
        message: TRANSLATION_KEY.test(message) ? options.translate(message, field) : message,
      };
    }
    for (const [field, message] of Object.entries(own)) {
      if (message) errors[field] = { type: "form", message };
      else if (message === null) delete errors[field];
    }
    // Fields the schema does not know (an amount the form converts itself) pass through as typed.
    if (Object.keys(errors).length === 0)
      return { values: { ...values, ...(result.values as object) } as z.output<TSchema>, errors: {} };
    return { values: {}, errors: errors as FieldErrors<z.input<TSchema>> };
  };
}

/** The message per field of a refused submit, as the forms' `errors` maps hold them. */
export function messagesOf(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") out[field] = error.message;
  }
  return out;
}
