import type { TApprovalKind } from "../../operators/index.ts";
import { cancelDraw, correctResultIn, recordResult } from "../draw-admin.ts";
import { LOTTERY_GAMES } from "../lottery-catalogue.ts";

/** The four-eyes kinds of the platform-wide draws (approval_requests.kind). */
export const LOTTERY_APPROVAL_KINDS = {
  result: "lottery.result",
  correction: "lottery.correction",
  cancel: "lottery.cancel",
} as const;

export type TResultPayload = { drawId: number; gameCode: string; issue: string; result: unknown };
export type TCancelPayload = { drawId: number; gameCode: string; issue: string; reason: string };

const SHIPPED_GAMES = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));
const gameOf = (code: string) => SHIPPED_GAMES.get(code);

/**
 * Draws are shared by every merchant: only a platform operator holding lottery.draws approves an
 * act on one (besides money.approve, which the approvals calls need), never a merchant's owner.
 */
const PLATFORM_APPROVER = {
  permission: "lottery.draws",
  mayApprove: (_payload: Record<string, unknown>, approver: { merchantId: number | null }) =>
    approver.merchantId === null,
} as const;

/** A real-world draw's result, recorded once approved; the draw job settles it next. */
export const LOTTERY_RESULT_APPROVAL: TApprovalKind = {
  name: LOTTERY_APPROVAL_KINDS.result,
  ...PLATFORM_APPROVER,
  async execute(tx, payload, { client }) {
    const p = payload as TResultPayload;
    const draw = await recordResult(tx, p.drawId, p.result, client.at);
    return { drawId: draw.id, state: draw.state };
  },
};

/**
 * A corrected result: every settled slip settled again in the approval's transaction (wins paid
 * and taken back exactly once, draw-admin's correction); members' balances told after the commit.
 */
export const LOTTERY_CORRECTION_APPROVAL: TApprovalKind = {
  name: LOTTERY_APPROVAL_KINDS.correction,
  ...PLATFORM_APPROVER,
  async execute(tx, payload, { app, afterCommit }) {
    const p = payload as TResultPayload;
    const { memberIds, ...corrected } = await correctResultIn(tx, app, p.drawId, p.result, gameOf);
    afterCommit(() => app.walletEvents.publish("balance", memberIds));
    return { drawId: p.drawId, ...corrected };
  },
};

/** A cancelled draw: no more bets, no result; the draw job refunds every open slip. */
export const LOTTERY_CANCEL_APPROVAL: TApprovalKind = {
  name: LOTTERY_APPROVAL_KINDS.cancel,
  ...PLATFORM_APPROVER,
  async execute(tx, payload) {
    const p = payload as TCancelPayload;
    const draw = await cancelDraw(tx, p.drawId, p.reason);
    return { drawId: draw.id, state: draw.state };
  },
};

export const LOTTERY_APPROVALS: readonly TApprovalKind[] = [
  LOTTERY_RESULT_APPROVAL,
  LOTTERY_CORRECTION_APPROVAL,
  LOTTERY_CANCEL_APPROVAL,
];
