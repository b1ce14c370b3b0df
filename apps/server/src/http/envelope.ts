import { SUCCESS_MESSAGE, type TFailureEnvelope, type TSuccessEnvelope } from "@orchid/contract/envelope";
import { ERROR_CODES, type TErrorCode } from "@orchid/contract/error-codes";
import type { FastifyRequest } from "fastify";
import { failureText, type TWording, wordingOf } from "./failure-text.ts";

export function ok<T>(value: T): TSuccessEnvelope<T> {
  return { success: true, message: SUCCESS_MESSAGE, value };
}

/** Gives each field problem (`value.fields[]` with a `key`) its text beside the key. */
async function withFieldTexts(
  wording: TWording,
  value: Record<string, unknown> | null,
): Promise<Record<string, unknown> | null> {
  if (wording === "key" || !value || !Array.isArray(value.fields)) return value;
  const fields = await Promise.all(
    value.fields.map(async (field: unknown) => {
      const key = (field as { key?: unknown } | null)?.key;
      if (typeof key !== "string") return field;
      const values = field as Record<string, unknown>;
      return { ...values, message: await failureText(wording, key, values) };
    }),
  );
  return { ...value, fields };
}

/**
 * A refusal in the request's words: the stable code, and its message (and each field problem's)
 * in the request's `Language`, English by default, or the keys when the client asks for them.
 */
export async function wordedFailure(
  request: FastifyRequest,
  code: TErrorCode,
  value: Record<string, unknown> | null = null,
): Promise<TFailureEnvelope> {
  const wording = wordingOf(request);
  return {
    success: false,
    code,
    message: await failureText(wording, ERROR_CODES[code].key),
    value: await withFieldTexts(wording, value),
  };
}
