import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import type { TMissionFormat } from "../missions/mission-format.ts";
import { createSubmitKeys } from "../wallet/submit-keys.ts";
import { callsAfterClaim, claimDoneText, claimFingerprint, isStaleRefusal } from "./reward-claim.ts";

const format: TMissionFormat = {
  t: (key, values) => (values ? `${key}(${Object.values(values).join("|")})` : key),
  money: (minor) => `K ${(minor / 100).toFixed(2)}`,
  count: (value) => String(value),
};

describe("callsAfterClaim", () => {
  it("refreshes the rewards, the badges, the balance and the points after any claim", () => {
    for (const unit of ["minor", "points"] as const) {
      const calls = callsAfterClaim(unit);
      expect(calls).toEqual(
        expect.arrayContaining([
          "rewards",
          "missionSummary",
          "missions",
          "balance",
          "pointBalance",
          "pointDetails",
        ]),
      );
    }
  });

  it("refreshes the wallets and records only after a cash claim", () => {
    expect(callsAfterClaim("minor")).toEqual(expect.arrayContaining(["merchantWallets", "walletRecords"]));
    expect(callsAfterClaim("points")).not.toContain("walletRecords");
    expect(callsAfterClaim("points")).not.toContain("merchantWallets");
  });
});

describe("isStaleRefusal", () => {
  it("reads claimed, expired and gone rewards as a stale list", () => {
    expect(isStaleRefusal(new ApiError("REWARD_CLAIMED"))).toBe(true);
    expect(isStaleRefusal(new ApiError("REWARD_EXPIRED"))).toBe(true);
    expect(isStaleRefusal(new ApiError("NOT_FOUND"))).toBe(true);
  });

  it("leaves other failures alone", () => {
    expect(isStaleRefusal(new ApiError("NETWORK_FAILED"))).toBe(false);
    expect(isStaleRefusal(new ApiError("IDEMPOTENCY_MISMATCH"))).toBe(false);
    expect(isStaleRefusal(new Error("boom"))).toBe(false);
  });
});

describe("claimDoneText", () => {
  it("says where cash and points went", () => {
    expect(claimDoneText({ amount: 1_000, unit: "minor", title: "Daily bet" }, format)).toBe(
      "reward_claimed_cash(K 10.00|Daily bet)",
    );
    expect(claimDoneText({ amount: 300, unit: "points", title: "Login" }, format)).toBe(
      "reward_claimed_points(reward_points(300)|Login)",
    );
  });
});

describe("claim idempotency keys", () => {
  it("gives every click a new key, and re-sends the same key only after a network failure", () => {
    let made = 0;
    const keys = createSubmitKeys(() => `key-${++made}`);
    const first = keys.keyFor(claimFingerprint(7));
    keys.settle(new ApiError("NETWORK_FAILED"));
    expect(keys.keyFor(claimFingerprint(7))).toBe(first);
    keys.settle();
    expect(keys.keyFor(claimFingerprint(7))).not.toBe(first);
    keys.settle(new ApiError("REWARD_CLAIMED"));
    expect(keys.keyFor(claimFingerprint(7))).toBe("key-3");
    keys.settle(new ApiError("NETWORK_FAILED"));
    expect(keys.keyFor(claimFingerprint(8))).toBe("key-4");
  });
});
