import { describe, expect, it } from "vitest";
import { checkLoginPassword } from "./check-login-password.ts";

const rule = {
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: "",
  minLength: 6,
  maxLength: 20,
};

describe("login password check", () => {
  it("asks for a missing password", () => {
    expect(checkLoginPassword(rule, "")).toMatchObject({ key: "err_required" });
  });

  it("refuses other characters and lengths outside the merchant's bounds, naming them", () => {
    expect(checkLoginPassword(rule, "abc12")).toMatchObject({ key: "reg_pattern_14", min: 6, max: 20 });
    expect(checkLoginPassword(rule, "abc 1234")).toMatchObject({ key: "reg_pattern_14" });
    expect(checkLoginPassword(rule, "a".repeat(21))).toMatchObject({ key: "reg_pattern_14" });
  });

  it("accepts letters and digits within bounds", () => {
    expect(checkLoginPassword(rule, "Demo1234")).toBeNull();
  });
});
