import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf, serverProblems } from "@orchid/contract/api-problems";

/** A message to show: its catalogue key, the field it names (as a label key) and its bounds. */
export type TApplyMessage = { key: string; fieldLabel?: string; min?: number; max?: number };

/** Where a refused application's messages go, and whether the promotion's state needs reading again. */
export type TApplyFailure = {
  /** Under the remark field. */
  remark: TApplyMessage | null;
  /** Under the form (images, the promotion, uploads, the network…). */
  form: TApplyMessage | null;
  /**
   * The state on screen is out of date (applied elsewhere meanwhile, the promotion ended, or its
   * sign-up closed).
   */
  isStale: boolean;
  /** The promotion on screen is out of date: gone, or its sign-up window moved. */
  isPromotionStale: boolean;
};

const STALE_CODES = new Set(["ALREADY_APPLIED", "NOT_FOUND", "SIGNUP_CLOSED"]);
const PROMOTION_STALE_CODES = new Set(["NOT_FOUND", "SIGNUP_CLOSED"]);

/** An image problem names `imageIds` or one of its entries (`imageIds.1`). */
function isImagesField(field: string): boolean {
  return field === "imageIds" || field.startsWith("imageIds.");
}

/**
 * Sorts a refused application (or a refused upload) into messages: a remark problem under the
 * remark; an image that is not the member's own, a promotion that is gone, sign-up that is not
 * open (SIGNUP_CLOSED) and anything else under the form, each in the member's language.
 */
export function applyFailure(error: unknown): TApplyFailure {
  const problems = serverProblems(error);
  const onRemark = problems.find((problem) => problem.field === "remark");
  const elsewhere = problems.find((problem) => problem.field !== "remark");
  const remark: TApplyMessage | null = onRemark
    ? { key: onRemark.key, fieldLabel: "field_remark", min: onRemark.min, max: onRemark.max }
    : null;
  let form: TApplyMessage | null = null;
  if (elsewhere && isImagesField(elsewhere.field)) form = { key: "application_err_images" };
  else if (elsewhere) form = { key: elsewhere.key, min: elsewhere.min, max: elsewhere.max };
  else if (error instanceof ApiError && error.code === "NOT_FOUND") form = { key: "promotions_not_found" };
  else if (!remark) form = { key: errorKeyOf(error) };
  const isStale = error instanceof ApiError && STALE_CODES.has(error.code);
  const isPromotionStale = error instanceof ApiError && PROMOTION_STALE_CODES.has(error.code);
  return { remark, form, isStale, isPromotionStale };
}
