import { UPLOAD_MAX_BYTES, ZBoUploadRequest } from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";

/** An image an operator uploads (content media, a game's picture): name, type and base64 bytes. */
export type TUploadInput = z.output<typeof ZBoUploadRequest>;

/**
 * The upload body checked against the contract; base64 longer than the contract allows is an
 * image over UPLOAD_MAX_BYTES, answered as such rather than as a malformed field.
 */
export function parseUploadRequest(body: unknown): TUploadInput {
  const parsed = ZBoUploadRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const isTooLong = parsed.error.issues.some(
    (issue) => issue.path[0] === "dataBase64" && issue.code === "too_big",
  );
  if (isTooLong) throw new AppError("UPLOAD_TOO_LARGE", { maxBytes: UPLOAD_MAX_BYTES });
  throw parsed.error;
}
