import { CONTRACT_ACTIONS } from "@orchid/contract/agent";
import { describe, expect, it } from "vitest";
import { contractStep } from "./contract-steps.ts";

const contract = (state: string, terminationBy: string | null = null, uplineId: number | null = 7) => ({
  state,
  uplineId,
  terminationBy,
});

describe("the contract state machine", () => {
  it("lets the holder answer an offer and the upline withdraw it", () => {
    expect(contractStep(contract("pending_new"), "holder", "accept")?.to).toBe("active");
    expect(contractStep(contract("pending_new"), "holder", "refuse")?.to).toBe("refused");
    expect(contractStep(contract("pending_new"), "upline", "withdraw")?.to).toBe("withdrawn");
    expect(contractStep(contract("pending_new"), "upline", "accept")).toBeNull();
    expect(contractStep(contract("pending_new"), "holder", "withdraw")).toBeNull();
  });

  it("keeps a refused or withdrawn change active with the old terms", () => {
    expect(contractStep(contract("pending_change"), "holder", "accept")).toEqual({
      to: "active",
      effect: "accept_change",
    });
    expect(contractStep(contract("pending_change"), "holder", "refuse")?.effect).toBe("drop_change");
    expect(contractStep(contract("pending_change"), "upline", "withdraw")?.effect).toBe("drop_change");
  });

  it("ends a contract only when the side that did not ask agrees", () => {
    expect(contractStep(contract("active"), "holder", "terminate")?.to).toBe("terminating");
    expect(contractStep(contract("terminating", "holder"), "upline", "agree")?.to).toBe("terminated");
    expect(contractStep(contract("terminating", "holder"), "holder", "agree")).toBeNull();
    expect(contractStep(contract("terminating", "upline"), "holder", "agree")?.to).toBe("terminated");
  });

  it("never lets a platform contract's holder end it alone", () => {
    expect(contractStep(contract("active", null, null), "holder", "terminate")).toBeNull();
  });

  it("allows nothing on an ended contract", () => {
    for (const state of ["refused", "withdrawn", "terminated"])
      for (const action of CONTRACT_ACTIONS) {
        expect(contractStep(contract(state), "holder", action)).toBeNull();
        expect(contractStep(contract(state), "upline", action)).toBeNull();
      }
  });
});
