import type { TLedgerStep } from "../wallet/index.ts";
import type { TSlipLine } from "./slip-lines.ts";

/** A slip checked and priced, ready to be written with its money (everything but the draw's state). */
export type TSlipToPlace = {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
  memberAccount: number;
  houseAccount: number;
  gameCode: string;
  issue: string;
  requestKey: string;
  requestHash: string;
  lines: readonly TSlipLine[];
  total: number;
  /** The most stake one number of a draw may take, by bet type (the merchant's number caps). */
  capOf: ReadonlyMap<string, number>;
};

export type TPlacedSlip = { slipId: number; drawId: number; at: Date; balance: number | null };

/** The ledger step that pays a slip: its stake from the member's main wallet to the house. */
export function slipStep(slip: TSlipToPlace, slipId: number, drawId: number): TLedgerStep {
  return {
    phase: "posted",
    debit: slip.memberAccount,
    credit: slip.houseAccount,
    amount: slip.total,
    code: "game_bet",
    key: `lottery-slip:${slipId}`,
    reference: `lottery-draw:${drawId}`,
  };
}
