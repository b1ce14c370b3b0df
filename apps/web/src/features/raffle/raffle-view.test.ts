import { ApiError } from "@orchid/contract/api-error";
import type { TRaffle } from "@orchid/contract/raffle";
import { describe, expect, it } from "vitest";
import { createSubmitKeys } from "../wallet/submit-keys.ts";
import {
  callsAfterRaffleClaim,
  canOpenEnvelope,
  isStaleRaffleRefusal,
  orderRaffles,
  raffleClaimFingerprint,
  timedRaffles,
} from "./raffle-view.ts";

function raffle(id: number, patch: Partial<TRaffle>): TRaffle {
  return {
    id,
    title: `Raffle ${id}`,
    opensAt: "2030-01-01T10:00:00Z",
    closesAt: "2030-01-01T12:00:00Z",
    packets: 100,
    left: 40,
    state: "open",
    mine: null,
    ...patch,
  };
}

describe("orderRaffles", () => {
  it("puts open raffles first, then upcoming, then closed", () => {
    const list = [
      raffle(1, { state: "closed" }),
      raffle(2, { state: "upcoming" }),
      raffle(3, { state: "open" }),
    ];
    expect(orderRaffles(list).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it("orders by the time that matters: closing, opening soonest; the latest closed first", () => {
    const list = [
      raffle(1, { state: "open", closesAt: "2030-01-02T00:00:00Z" }),
      raffle(2, { state: "open", closesAt: "2030-01-01T13:00:00Z" }),
      raffle(3, { state: "upcoming", opensAt: "2030-01-05T00:00:00Z" }),
      raffle(4, { state: "upcoming", opensAt: "2030-01-03T00:00:00Z" }),
      raffle(5, { state: "closed", closesAt: "2029-12-01T00:00:00Z" }),
      raffle(6, { state: "closed", closesAt: "2029-12-20T00:00:00Z" }),
    ];
    expect(orderRaffles(list).map((entry) => entry.id)).toEqual([2, 1, 4, 3, 6, 5]);
  });

  it("leaves the list it was given as it was", () => {
    const list = [raffle(1, { state: "closed" }), raffle(2, { state: "open" })];
    orderRaffles(list);
    expect(list.map((entry) => entry.id)).toEqual([1, 2]);
  });
});

describe("canOpenEnvelope", () => {
  it("allows an open raffle with packets left that the member has not taken from", () => {
    expect(canOpenEnvelope(raffle(1, {}))).toBe(true);
  });

  it("refuses one taken from, empty, upcoming or closed", () => {
    expect(canOpenEnvelope(raffle(1, { mine: 120 }))).toBe(false);
    expect(canOpenEnvelope(raffle(1, { mine: 0 }))).toBe(false);
    expect(canOpenEnvelope(raffle(1, { left: 0 }))).toBe(false);
    expect(canOpenEnvelope(raffle(1, { state: "upcoming" }))).toBe(false);
    expect(canOpenEnvelope(raffle(1, { state: "closed" }))).toBe(false);
  });
});

describe("timedRaffles", () => {
  it("keeps the raffles the clock still changes", () => {
    const list = [raffle(1, { state: "closed" }), raffle(2, { state: "upcoming" }), raffle(3, {})];
    expect(timedRaffles(list).map((entry) => entry.id)).toEqual([2, 3]);
  });
});

describe("isStaleRaffleRefusal", () => {
  it("reads closed, empty, taken and gone raffles as a stale list", () => {
    for (const code of ["RAFFLE_CLOSED", "RAFFLE_EMPTY", "REWARD_CLAIMED", "NOT_FOUND"] as const) {
      expect(isStaleRaffleRefusal(new ApiError(code))).toBe(true);
    }
  });

  it("does not for a network failure or anything else", () => {
    expect(isStaleRaffleRefusal(new ApiError("NETWORK_FAILED"))).toBe(false);
    expect(isStaleRaffleRefusal(new ApiError("IDEMPOTENCY_MISMATCH"))).toBe(false);
    expect(isStaleRaffleRefusal(new Error("boom"))).toBe(false);
  });
});

describe("callsAfterRaffleClaim", () => {
  it("refreshes the raffles and, since cash moved, the balance, wallets and records", () => {
    expect(callsAfterRaffleClaim()).toEqual(
      expect.arrayContaining(["rafflePromotion", "balance", "merchantWallets", "walletRecords"]),
    );
  });
});

describe("raffle claim keys", () => {
  it("re-sends the same key only after a network failure on the same raffle", () => {
    let next = 0;
    const keys = createSubmitKeys(() => `key-${++next}`);
    const first = keys.keyFor(raffleClaimFingerprint(7));
    keys.settle(new ApiError("NETWORK_FAILED"));
    expect(keys.keyFor(raffleClaimFingerprint(7))).toBe(first);
    keys.settle(new ApiError("RAFFLE_EMPTY"));
    expect(keys.keyFor(raffleClaimFingerprint(7))).not.toBe(first);
    expect(raffleClaimFingerprint(7)).not.toBe(raffleClaimFingerprint(8));
  });
});
