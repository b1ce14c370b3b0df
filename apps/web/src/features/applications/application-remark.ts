import { APPLICATION_IMAGES_MAX, APPLICATION_REMARK_MAX } from "@orchid/contract/applications";
import type { TInputOf } from "@orchid/contract/endpoint-io";

/** A form problem: its catalogue key and the numbers its text names ("{max}"). */
export type TApplicationProblem = { key: string; values?: Record<string, number> };

/** The remark's length against its bound, for the live count under the field. */
export type TRemarkCount = { count: number; max: number; isOver: boolean };

/**
 * The remark's length as the server counts it: without the spaces and line breaks at its ends
 * (the contract trims before checking), in the string's own units, as the field's maxLength does.
 */
export function remarkCount(remark: string): TRemarkCount {
  const count = remark.trim().length;
  return { count, max: APPLICATION_REMARK_MAX, isOver: count > APPLICATION_REMARK_MAX };
}

/** The remark's problem before anything is sent (it is optional: only its length), or null. */
export function remarkProblem(remark: string): TApplicationProblem | null {
  return remarkCount(remark).isOver
    ? { key: "err_remark_too_long", values: { max: APPLICATION_REMARK_MAX } }
    : null;
}

/** The proof images' problem: no more than the contract allows (the picker keeps to it already). */
export function imagesProblem(imageCount: number): TApplicationProblem | null {
  return imageCount > APPLICATION_IMAGES_MAX ? { key: "err_proof_too_many" } : null;
}

/**
 * The apply request: the remark trimmed and left out when blank, the uploaded images' ids left out
 * when there are none.
 */
export function applyRequest(
  noticeId: number,
  remark: string,
  imageIds: readonly number[],
): TInputOf<"promotionApply"> {
  const text = remark.trim();
  return {
    noticeId,
    ...(text ? { remark: text } : {}),
    ...(imageIds.length > 0 ? { imageIds: [...imageIds] } : {}),
  };
}
