import type { TBookBet } from "@orchid/contract/sportsbook";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { TBookPush } from "./book-push.ts";
import {
  acceptCurrentPrices,
  applyPushToLegs,
  type TSlipLeg,
  toggleLeg,
  withQuotedPrices,
  withSuspension,
} from "./slip-leg.ts";
import { legsAfterPlacing, PARLAY_LINE, type TSlipLine } from "./slip-lines.ts";

export type TSlipState = {
  legs: TSlipLeg[];
  /** Each single's typed stake, by selection id. */
  singles: Record<number, string>;
  /** The parlay's typed stake. */
  parlay: string;
  /** The last placing's refusals, by line (a selection id, or the parlay). */
  refusals: Record<string, unknown>;
  /** The bets the last placing placed. */
  placed: TBookBet[];
  isPlacing: boolean;
  /** A line being placed holds a leg in play: the book checks it again after its delay. */
  isCheckingLive: boolean;
};

const EMPTY: TSlipState = {
  legs: [],
  singles: {},
  parlay: "",
  refusals: {},
  placed: [],
  isPlacing: false,
  isCheckingLive: false,
};

/** Where the slip's legs and stakes outlive a reload for the rest of the visit (session storage). */
const SLIP_STORAGE_KEY = "sbSlip";

/**
 * The bet slip: its legs, stakes and the last placing's outcome, shared by every book page. The
 * legs and stakes are kept for the visit (this tab), so a reload keeps the slip;
 * their prices are checked again when the bets are placed.
 */
export const useSlipStore = create<TSlipState>()(
  persist(() => EMPTY, {
    name: SLIP_STORAGE_KEY,
    storage: createJSONStorage(() => sessionStorage),
    partialize: (state) => ({ legs: state.legs, singles: state.singles, parlay: state.parlay }),
  }),
);

const set = useSlipStore.setState;

/** A price clicked: on the slip, or off it when it was there. */
export function toggleSlipLeg(leg: TSlipLeg): void {
  set((state) => ({ legs: toggleLeg(state.legs, leg), refusals: {}, placed: [] }));
}

export function removeSlipLeg(selectionId: number): void {
  set((state) => {
    const { [selectionId]: _removed, ...singles } = state.singles;
    return { legs: state.legs.filter((leg) => leg.selectionId !== selectionId), singles, refusals: {} };
  });
}

export function clearSlip(): void {
  set({ legs: [], singles: {}, parlay: "", refusals: {}, placed: [] });
}

export function setSingleStake(selectionId: number, text: string): void {
  set((state) => {
    const { [String(selectionId)]: _cleared, ...refusals } = state.refusals;
    return { singles: { ...state.singles, [selectionId]: text }, refusals };
  });
}

export function setParlayStake(text: string): void {
  set((state) => {
    const { [PARLAY_LINE]: _cleared, ...refusals } = state.refusals;
    return { parlay: text, refusals };
  });
}

/** The member takes the prices as they are now. */
export function acceptSlipPrices(): void {
  set((state) => ({ legs: acceptCurrentPrices(state.legs), refusals: {} }));
}

/** A live push: the slip's prices and locks follow the board. */
export function applyPushToSlip(push: TBookPush): void {
  const { legs } = useSlipStore.getState();
  const next = applyPushToLegs(legs, push);
  if (next !== legs) set({ legs: next });
}

/** A refusal quoted the legs' prices now. */
export function quoteSlipPrices(quoted: readonly { selectionId: number; odds: number }[]): void {
  set((state) => ({ legs: withQuotedPrices(state.legs, quoted) }));
}

/** A refusal said a selection takes no bets now, and why. */
export function lockSlipLeg(selectionId: number, reason: string): void {
  set((state) => ({ legs: withSuspension(state.legs, selectionId, reason) }));
}

export function startPlacing(isCheckingLive: boolean): void {
  set({ isPlacing: true, isCheckingLive, refusals: {}, placed: [] });
}

/**
 * Placing ended: placed lines leave the slip (a leg goes once every line it was in was placed,
 * and so do their stakes); refused lines stay with their refusal.
 */
export function finishPlacing(
  lines: readonly TSlipLine[],
  placedIds: ReadonlySet<string>,
  refusals: Record<string, unknown>,
  placed: TBookBet[],
): void {
  set((state) => {
    const legs = legsAfterPlacing(state.legs, lines, placedIds);
    const kept = new Set(legs.map((leg) => leg.selectionId));
    const singles = Object.fromEntries(
      Object.entries(state.singles).filter(([id]) => kept.has(Number(id)) && !placedIds.has(id)),
    );
    return {
      legs,
      singles,
      parlay: placedIds.has(PARLAY_LINE) ? "" : state.parlay,
      refusals,
      placed,
      isPlacing: false,
      isCheckingLive: false,
    };
  });
}

export function dismissPlaced(): void {
  set({ placed: [] });
}
