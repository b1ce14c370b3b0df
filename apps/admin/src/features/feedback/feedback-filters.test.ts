import { FEEDBACK_TYPES } from "@orchid/contract/feedback";
import { describe, expect, it } from "vitest";
import {
  feedbackChoiceOf,
  feedbackStateOf,
  feedbackStateOfRow,
  safeImageUrl,
  ZReplyDraft,
} from "./feedback-filters.ts";
import { FEEDBACK_TYPE_KEYS } from "./feedback-vocabulary.ts";

describe("the feedback state filter", () => {
  it("reads the open queue by default and for anything unknown", () => {
    expect(feedbackChoiceOf("")).toBe("open");
    expect(feedbackChoiceOf("closed")).toBe("open");
    expect(feedbackChoiceOf("replied")).toBe("replied");
    expect(feedbackChoiceOf("all")).toBe("all");
  });

  it("asks the list for the state chosen, and for none when all are chosen", () => {
    expect(feedbackStateOf("open")).toBe("open");
    expect(feedbackStateOf("replied")).toBe("replied");
    expect(feedbackStateOf("all")).toBeUndefined();
  });

  it("calls a row replied once it holds a reply", () => {
    expect(feedbackStateOfRow({ reply: null })).toBe("open");
    expect(feedbackStateOfRow({ reply: "Thank you, fixed." })).toBe("replied");
  });
});

describe("feedback images", () => {
  it("shows web addresses and paths on this site", () => {
    expect(safeImageUrl("https://cdn.example.test/u/1.png")).toBe("https://cdn.example.test/u/1.png");
    expect(safeImageUrl(" http://127.0.0.1:8080/media/2.jpg ")).toBe("http://127.0.0.1:8080/media/2.jpg");
    expect(safeImageUrl("/media/uploads/3.webp")).toBe("/media/uploads/3.webp");
  });

  it("leaves out script, data and other-host addresses written as paths", () => {
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
    expect(safeImageUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(safeImageUrl("//elsewhere.test/x.png")).toBeNull();
    expect(safeImageUrl("/\\elsewhere.test/x.png")).toBeNull();
    expect(safeImageUrl("")).toBeNull();
  });
});

describe("a reply", () => {
  it("is required and at most 2,000 characters once trimmed", () => {
    expect(ZReplyDraft.safeParse({ reply: "  Refunded today.  " }).data).toEqual({
      reply: "Refunded today.",
    });
    expect(ZReplyDraft.safeParse({ reply: "   " }).error?.issues[0]?.message).toBe(
      "bo_feedback_reply_required",
    );
    expect(ZReplyDraft.safeParse({ reply: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "bo_feedback_reply_too_long",
    );
    expect(ZReplyDraft.safeParse({ reply: "x".repeat(2000) }).success).toBe(true);
  });
});

describe("feedback types", () => {
  it("names every type the contract has", () => {
    expect(Object.keys(FEEDBACK_TYPE_KEYS).sort()).toEqual([...FEEDBACK_TYPES].sort());
  });
});
