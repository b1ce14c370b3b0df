import { FEEDBACK_MAX, FEEDBACK_MIN } from "@orchid/contract/feedback";
import { describe, expect, it } from "vitest";
import {
  CONTACT_MAX,
  contentLength,
  feedbackProblems,
  feedbackRequest,
  isFeedbackType,
} from "./feedback-checks.ts";

const ok = "x".repeat(FEEDBACK_MIN);

describe("contentLength", () => {
  it("counts the text without the spaces and line breaks at its ends, as the server does", () => {
    expect(contentLength("  hello \n").count).toBe(5);
    expect(contentLength("a  b").count).toBe(4);
    expect(contentLength("").count).toBe(0);
  });

  it("places the count against the bounds", () => {
    expect(contentLength("x".repeat(FEEDBACK_MIN - 1)).state).toBe("short");
    expect(contentLength(`   ${"x".repeat(FEEDBACK_MIN - 1)}   `).state).toBe("short");
    expect(contentLength(ok).state).toBe("ok");
    expect(contentLength("x".repeat(FEEDBACK_MAX)).state).toBe("ok");
    expect(contentLength("x".repeat(FEEDBACK_MAX + 1)).state).toBe("long");
    expect(contentLength(ok)).toMatchObject({ min: FEEDBACK_MIN, max: FEEDBACK_MAX });
  });
});

describe("feedbackProblems", () => {
  it("finds nothing in a complete form", () => {
    expect(feedbackProblems({ type: "deposit", content: ok, contact: "" }, true)).toEqual({});
  });

  it("asks for a type from the list", () => {
    expect(feedbackProblems({ type: "", content: ok, contact: "" }, false).type?.key).toBe(
      "feedback_err_type",
    );
    expect(feedbackProblems({ type: "billing", content: ok, contact: "" }, false).type?.key).toBe(
      "feedback_err_type",
    );
  });

  it("asks for content, at least the minimum, at most the maximum", () => {
    const check = (content: string) =>
      feedbackProblems({ type: "other", content, contact: "" }, false).content;
    expect(check("   ")).toEqual({ key: "feedback_err_content_empty" });
    expect(check("too short")).toEqual({ key: "feedback_err_content_short", values: { min: FEEDBACK_MIN } });
    expect(check("x".repeat(FEEDBACK_MAX + 1))).toEqual({
      key: "feedback_err_content_long",
      values: { max: FEEDBACK_MAX },
    });
  });

  it("bounds a visitor's contact and ignores a member's", () => {
    const long = "9".repeat(CONTACT_MAX + 1);
    expect(feedbackProblems({ type: "game", content: ok, contact: long }, true).contact).toEqual({
      key: "feedback_err_contact_long",
      values: { max: CONTACT_MAX },
    });
    expect(feedbackProblems({ type: "game", content: ok, contact: long }, false).contact).toBeUndefined();
    expect(
      feedbackProblems({ type: "game", content: ok, contact: ` ${"9".repeat(CONTACT_MAX)} ` }, true).contact,
    ).toBeUndefined();
  });
});

describe("feedbackRequest", () => {
  it("sends the content trimmed and a member's images", () => {
    expect(feedbackRequest({ type: "withdrawal", content: `  ${ok}  `, contact: "" }, [4, 9], false)).toEqual(
      {
        type: "withdrawal",
        content: ok,
        imageIds: [4, 9],
      },
    );
  });

  it("sends no empty image list and no contact from a member", () => {
    expect(feedbackRequest({ type: "account", content: ok, contact: "me@example.com" }, [], false)).toEqual({
      type: "account",
      content: ok,
    });
  });

  it("sends a visitor's contact trimmed, only when there is one, and never images", () => {
    expect(feedbackRequest({ type: "suggestion", content: ok, contact: " 0912 " }, [3], true)).toEqual({
      type: "suggestion",
      content: ok,
      contact: "0912",
    });
    expect(feedbackRequest({ type: "suggestion", content: ok, contact: "   " }, [], true)).toEqual({
      type: "suggestion",
      content: ok,
    });
  });
});

describe("isFeedbackType", () => {
  it("knows the contract's types only", () => {
    expect(isFeedbackType("promotion")).toBe(true);
    expect(isFeedbackType("Promotion")).toBe(false);
    expect(isFeedbackType("")).toBe(false);
  });
});
