import { describe, expect, it } from "vitest";
import { maskUsername } from "./winner-presenter.ts";

describe("the winner board's player names", () => {
  it("hides the middle of a username and keeps short names unreadable", () => {
    expect(maskUsername("demo01")).toBe("de***1");
    expect(maskUsername("abcd")).toBe("ab***d");
    expect(maskUsername("abc")).toBe("a***");
    expect(maskUsername("緑の騎士たち")).toBe("緑の***ち");
  });
});
