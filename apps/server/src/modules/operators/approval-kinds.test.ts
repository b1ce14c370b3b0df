import { describe, expect, it } from "vitest";
import { createApprovalRegistry, type TApprovalKind } from "./approval-kinds.ts";

const kind = (name: string): TApprovalKind => ({ name, execute: async () => ({ name }) });

describe("the approval registry", () => {
  it("finds each kind it was built with by the name a request row carries", () => {
    const adjust = kind("wallet.adjust");
    const withdraw = kind("withdrawal.approve");
    const registry = createApprovalRegistry([adjust, withdraw]);
    expect(registry.find("wallet.adjust")).toBe(adjust);
    expect(registry.find("withdrawal.approve")).toBe(withdraw);
  });

  it("knows no kind it was not built with, so a stray request stays undecidable", () => {
    expect(createApprovalRegistry([kind("wallet.adjust")]).find("operators.create")).toBeUndefined();
  });

  it("refuses to start with two definitions of one kind", () => {
    expect(() => createApprovalRegistry([kind("wallet.adjust"), kind("wallet.adjust")])).toThrow(
      "approval kind wallet.adjust is defined twice",
    );
  });
});
