import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { applyFailure } from "./apply-failure.ts";

function invalid(...fields: { field: string; key: string; max?: number }[]): ApiError {
  return new ApiError("INVALID_INPUT", { fields: fields.map((entry) => ({ ...entry, path: entry.field })) });
}

describe("applyFailure", () => {
  it("puts a remark problem under the remark, with its bound", () => {
    const found = applyFailure(invalid({ field: "remark", key: "err_too_long", max: 140 }));
    expect(found.remark).toEqual({
      key: "err_too_long",
      fieldLabel: "field_remark",
      min: undefined,
      max: 140,
    });
    expect(found.form).toBeNull();
    expect(found.isStale).toBe(false);
    expect(found.isPromotionStale).toBe(false);
  });

  it("says an image that is not the member's own under the form", () => {
    expect(applyFailure(invalid({ field: "imageIds", key: "err_invalid_input" })).form).toEqual({
      key: "application_err_images",
    });
    expect(applyFailure(invalid({ field: "imageIds.2", key: "err_invalid_input" })).form).toEqual({
      key: "application_err_images",
    });
  });

  it("shows both a remark and an image problem at once", () => {
    const found = applyFailure(
      invalid({ field: "remark", key: "err_invalid_input" }, { field: "imageIds", key: "err_invalid_input" }),
    );
    expect(found.remark?.key).toBe("err_invalid_input");
    expect(found.form?.key).toBe("application_err_images");
  });

  it("reads the state again after ALREADY_APPLIED, with its message", () => {
    expect(applyFailure(new ApiError("ALREADY_APPLIED"))).toEqual({
      remark: null,
      form: { key: "err_already_applied" },
      isStale: true,
      isPromotionStale: false,
    });
  });

  it("says a promotion that is gone, and reads the state again", () => {
    expect(applyFailure(new ApiError("NOT_FOUND"))).toEqual({
      remark: null,
      form: { key: "promotions_not_found" },
      isStale: true,
      isPromotionStale: true,
    });
  });

  it("says sign-up is not open, and reads the promotion and its state again", () => {
    const closed = new ApiError("SIGNUP_CLOSED", { opensAt: null, closesAt: "2025-03-08T16:00:00.000Z" });
    expect(applyFailure(closed)).toEqual({
      remark: null,
      form: { key: "err_signup_closed" },
      isStale: true,
      isPromotionStale: true,
    });
  });

  it("shows an upload's refusal and an unknown failure under the form", () => {
    expect(applyFailure(new ApiError("UPLOAD_TOO_LARGE")).form?.key).toBe("err_upload_too_large");
    expect(applyFailure(new Error("offline"))).toEqual({
      remark: null,
      form: { key: "err_system" },
      isStale: false,
      isPromotionStale: false,
    });
  });
});
