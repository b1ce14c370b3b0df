import { AppError } from "./app-error.ts";

/** An INVALID_INPUT refusal naming one field, shaped like the zod refusals. */
export function invalidField(path: string, key = "err_invalid_input"): AppError {
  return new AppError("INVALID_INPUT", { fields: [{ field: path, path, key }] });
}
