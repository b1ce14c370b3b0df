import { ZForgotByEmailRequest } from "@orchid/contract/member";
import { ZPaymentPasswordRequest } from "@orchid/contract/payments";
import { describe, expect, it } from "vitest";
import { contractResolver, messagesOf } from "./contract-resolver.ts";
import { isMissing } from "./is-missing.ts";

/** Messages as the forms build them, with the translation left visible. */
const forgotResolver = contractResolver(ZForgotByEmailRequest, {
  translate: (key, field) => `${key}(${field})`,
  messageOf: (field, issue) => (isMissing(issue) ? `required(${field})` : `invalid(${field})`),
  check: ({ email }) => ({ email: email.trim().includes(" ") ? "no spaces" : undefined }),
});

async function resolve(values: { username: string; email: string }) {
  return forgotResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("contractResolver", () => {
  it("hands the form the contract's output: trimmed, ready to send", async () => {
    const result = await resolve({ username: "  alice ", email: " a@b.co " });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ username: "alice", email: "a@b.co" });
  });

  it("names every empty field with the form's required message", async () => {
    const result = await resolve({ username: "   ", email: "" });
    expect(messagesOf(result.errors)).toEqual({ username: "required(username)", email: "required(email)" });
  });

  it("translates the contract's own message keys and lets the form's rules win", async () => {
    const result = await resolve({ username: "bob\u0007", email: "a b@c.d" });
    expect(messagesOf(result.errors)).toEqual({
      username: "err_invalid_characters(username)",
      email: "no spaces",
    });
  });

  it("reports a refused value with the field's message; null leaves a field to the form", async () => {
    const resolver = contractResolver(ZPaymentPasswordRequest, {
      translate: (key) => key,
      messageOf: (field, issue) => (isMissing(issue) ? `required(${field})` : `invalid(${field})`),
      check: () => ({ confirmPassword: null }),
    });
    const values = { loginPassword: "", paymentPassword: "12ab", confirmPassword: "" };
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(messagesOf(result.errors)).toEqual({
      loginPassword: "required(loginPassword)",
      paymentPassword: "invalid(paymentPassword)",
    });
  });
});
