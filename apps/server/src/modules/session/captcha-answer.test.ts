import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, newCaptchaAnswer } from "./captcha-answer.ts";

describe("captcha answers", () => {
  it("are digits a person cannot misread: no 0, 1 or 8 (read as O, l/I/7, B/3) and no letters", () => {
    expect(CAPTCHA_ALPHABET).toMatch(/^[0-9]+$/);
    for (const ambiguous of ["0", "1", "8"]) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(7);
  });

  it("are four characters of the alphabet, each one reachable", () => {
    expect(CAPTCHA_LENGTH).toBe(4);
    const seen = new Set<string>();
    let n = 0;
    for (let i = 0; i < 50; i += 1) {
      const answer = newCaptchaAnswer((max) => n++ % max);
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      for (const char of answer) seen.add(char);
    }
    expect([...seen].sort().join("")).toBe([...CAPTCHA_ALPHABET].sort().join(""));
  });
});
