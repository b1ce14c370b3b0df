import type { TErrorCode } from "@orchid/contract/error-codes";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { AppError } from "./app-error.ts";
import { wordedFailure } from "./envelope.ts";

type TMapped = { code: TErrorCode; status: number; value: Record<string, unknown> | null };

/** Fastify's own error codes for bad requests, mapped to ours. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "MALFORMED_REQUEST",
  FST_ERR_CTP_INVALID_JSON_BODY: "MALFORMED_REQUEST",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "MALFORMED_REQUEST",
  FST_ERR_CTP_INVALID_TYPE: "MALFORMED_REQUEST",
  FST_ERR_VALIDATION: "INVALID_INPUT",
};

function mapError(error: FastifyError | Error): TMapped {
  if (error instanceof AppError) return { code: error.code, status: error.status, value: error.details };
  if (error instanceof ZodError) {
    const fields = error.issues.map((issue) => {
      const path = issue.path.join(".");
      const key = issue.message.startsWith("err_") ? issue.message : "err_invalid_input";
      return { path, field: path, issue: issue.code, key };
    });
    return { code: "INVALID_INPUT", status: 400, value: { fields } };
  }
  const fastifyCode =
    "code" in error && typeof error.code === "string" ? FASTIFY_CODES[error.code] : undefined;
  if (fastifyCode) {
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 400;
    return { code: fastifyCode, status, value: null };
  }
  if (error instanceof SyntaxError) return { code: "MALFORMED_REQUEST", status: 400, value: null };
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status === 429) return { code: "RATE_LIMITED", status, value: null };
  if (status >= 400 && status < 500) return { code: "INVALID_INPUT", status, value: null };
  return { code: "INTERNAL", status: 500, value: null };
}

/**
 * Every error leaves as an envelope with a stable code and a message in the request's language;
 * only real faults are 500 and logged as errors.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const mapped = mapError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: mapped.code, reason: error.message }, "request refused");
    return reply.status(mapped.status).send(await wordedFailure(request, mapped.code, mapped.value));
  });
}
