import { ApiError } from "@orchid/contract/api-error";
import type { TBookBet } from "@orchid/contract/sportsbook";
import { api } from "../../api/api-client.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { sendWithRetry } from "../slot/send-with-retry.ts";
import { refreshCalls } from "../wallet/member-data-keys.ts";
import { quotedPrices, suspendedSelection } from "./book-problem-text.ts";
import { createLineKeys } from "./line-request-keys.ts";
import { betRequest, slipLines } from "./slip-lines.ts";
import { finishPlacing, lockSlipLeg, quoteSlipPrices, startPlacing, useSlipStore } from "./slip-store.ts";
import { useBookPrefs } from "./use-book-prefs.ts";

/** One set of request keys for the visit: a retry after leaving the page still reuses its key. */
const lineKeys = createLineKeys();

/** A refusal that ends the placing: the session is gone, so every other line would fail too. */
function endsPlacing(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "NOT_LOGGED_IN" || error.code === "SESSION_EXPIRED");
}

/**
 * "Place bets": a visitor is asked to log in; otherwise each single with a stake and then the
 * parlay are placed one after another, each with its line's request key (the same key again
 * when the very same line is retried, a new one once it was placed or changed), a lost answer
 * asked once more with it. Placed lines leave the slip; refused ones stay with their reason, and
 * a price change or suspension the refusal reports is put on the slip for the member to accept.
 */
export async function placeSlip(): Promise<void> {
  if (!useAppStore.getState().token) {
    openAuthModal("login");
    return;
  }
  const { legs, singles, parlay, isPlacing } = useSlipStore.getState();
  if (isPlacing) return;
  const lines = slipLines(legs, { singles, parlay });
  if (lines.length === 0) return;
  const { acceptOdds } = useBookPrefs.getState();
  startPlacing(lines.some((line) => line.legs.some((leg) => leg.eventState === "live")));
  const placedIds = new Set<string>();
  const refusals: Record<string, unknown> = {};
  const placed: TBookBet[] = [];
  for (const line of lines) {
    const request = betRequest(line, acceptOdds);
    const requestKey = lineKeys.keyFor(line.id, JSON.stringify(request));
    try {
      const bet = await sendWithRetry(() => api.request("placeBookBet", { ...request, requestKey }));
      lineKeys.placed(line.id);
      placedIds.add(line.id);
      placed.push(bet);
    } catch (error) {
      refusals[line.id] = error;
      const quoted = quotedPrices(error);
      if (quoted.length > 0) quoteSlipPrices(quoted);
      const locked = suspendedSelection(error);
      if (locked !== null) lockSlipLeg(locked.selectionId, locked.reason);
      if (endsPlacing(error)) break;
    }
  }
  finishPlacing(lines, placedIds, refusals, placed);
  if (placed.length > 0) refreshCalls(["myBookBets"]);
}
