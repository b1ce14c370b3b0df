import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import { describe, expect, it } from "vitest";
import { uploadRefusal } from "./upload-file.ts";

describe("uploadRefusal", () => {
  it("refuses an image over 2 MB before it is sent", () => {
    expect(uploadRefusal({ size: UPLOAD_MAX_BYTES + 1, type: "image/png" })).toBe("err_upload_too_large");
  });

  it("accepts an image of exactly 2 MB", () => {
    expect(uploadRefusal({ size: UPLOAD_MAX_BYTES, type: "image/webp" })).toBeNull();
  });

  it("refuses a file the browser knows is not a PNG, JPEG, WebP or GIF", () => {
    expect(uploadRefusal({ size: 10, type: "image/svg+xml" })).toBe("err_upload_type");
  });

  it("leaves a file of unknown type to the server, which reads its bytes", () => {
    expect(uploadRefusal({ size: 10, type: "" })).toBeNull();
  });
});
