import { APPLICATION_IMAGES_MAX, APPLICATION_REMARK_MAX, ZApplyRequest } from "@orchid/contract/applications";
import { describe, expect, it } from "vitest";
import { applyRequest, imagesProblem, remarkCount, remarkProblem } from "./application-remark.ts";

describe("remarkCount", () => {
  it("counts the remark as the server does: trimmed, against 140", () => {
    expect(remarkCount("")).toEqual({ count: 0, max: APPLICATION_REMARK_MAX, isOver: false });
    expect(remarkCount("  took part \n")).toEqual({ count: 9, max: 140, isOver: false });
    expect(remarkCount("a".repeat(140)).isOver).toBe(false);
    expect(remarkCount("a".repeat(141)).isOver).toBe(true);
    expect(remarkCount(`  ${"a".repeat(140)}  `).isOver).toBe(false);
  });
});

describe("remarkProblem", () => {
  it("accepts no remark and one of up to 140 characters", () => {
    expect(remarkProblem("")).toBeNull();
    expect(remarkProblem("   ")).toBeNull();
    expect(remarkProblem("b".repeat(140))).toBeNull();
  });

  it("refuses a longer remark, naming the bound", () => {
    expect(remarkProblem("b".repeat(141))).toEqual({ key: "err_remark_too_long", values: { max: 140 } });
  });

  it("agrees with the contract on where the bound lies", () => {
    for (const remark of ["", " x ", "c".repeat(140), `${"c".repeat(140)}\n`, "c".repeat(141)]) {
      const isAccepted = ZApplyRequest.safeParse({ noticeId: 1, remark }).success;
      expect(remarkProblem(remark) === null).toBe(isAccepted);
    }
  });
});

describe("imagesProblem", () => {
  it("allows up to 3 images", () => {
    expect(imagesProblem(0)).toBeNull();
    expect(imagesProblem(APPLICATION_IMAGES_MAX)).toBeNull();
    expect(imagesProblem(APPLICATION_IMAGES_MAX + 1)).toEqual({ key: "err_proof_too_many" });
  });
});

describe("applyRequest", () => {
  it("sends the trimmed remark and the image ids", () => {
    expect(applyRequest(12, "  my entry  ", [4, 5])).toEqual({
      noticeId: 12,
      remark: "my entry",
      imageIds: [4, 5],
    });
  });

  it("leaves out a blank remark and an empty image list", () => {
    expect(applyRequest(12, " \n ", [])).toEqual({ noticeId: 12 });
  });

  it("builds what the contract accepts", () => {
    expect(ZApplyRequest.safeParse(applyRequest(3, "x", [1, 2, 3])).success).toBe(true);
    expect(ZApplyRequest.safeParse(applyRequest(3, "", [])).success).toBe(true);
  });
});
