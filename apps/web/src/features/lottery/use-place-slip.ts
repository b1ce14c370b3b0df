import { ApiError } from "@orchid/contract/api-error";
import type { TLotterySlip } from "@orchid/contract/lottery";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { sendWithRetry } from "../slot/send-with-retry.ts";
import { refreshAfterMoneyMoved, refreshCalls } from "../wallet/member-data-keys.ts";
import { useMoney } from "../wallet/use-money.ts";
import { slipEntries, type TSlipDraft } from "./slip-preview.ts";
import { slipProblemText } from "./slip-problem-text.ts";
import { createSlipKeys } from "./slip-request-key.ts";

/** The member's lottery reads a placed or cancelled slip makes stale, besides the balance. */
export const SLIP_CALLS = ["mySlips", "recentLottery", "vnGameMenuRecent"] as const;

/**
 * Placing the slip: visitors are asked to log in; one placing at a time; the same request key for
 * every try of the same slip (a double click, a retry after a refusal or a lost answer), so it
 * is placed once; a lost answer is asked once more with that key. On success the balance, the
 * records and "my bets" fetch again; a refusal is told in the member's language.
 */
export function usePlaceSlip(gameCode: string, onDrawClosed: () => void) {
  const { t } = useTranslation();
  const money = useMoney();
  const [keys] = useState(() => createSlipKeys());
  const inFlight = useRef(false);
  const [isPlacing, setIsPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<TLotterySlip | null>(null);

  async function place(issue: string, drafts: readonly TSlipDraft[]): Promise<boolean> {
    if (!useAppStore.getState().token) {
      openAuthModal("login");
      return false;
    }
    if (inFlight.current) return false;
    inFlight.current = true;
    setIsPlacing(true);
    setProblem(null);
    setPlaced(null);
    const request = { gameCode, issue, entries: slipEntries(drafts) };
    const requestKey = keys.keyFor(JSON.stringify(request));
    try {
      const slip = await sendWithRetry(() => api.request("placeSlip", { ...request, requestKey }));
      keys.placed();
      setPlaced(slip);
      refreshAfterMoneyMoved();
      refreshCalls(SLIP_CALLS);
      return true;
    } catch (error) {
      setProblem(slipProblemText(error, t, money.withSymbol));
      if (error instanceof ApiError && error.code === "LOTTERY_DRAW_CLOSED") onDrawClosed();
      return false;
    } finally {
      inFlight.current = false;
      setIsPlacing(false);
    }
  }

  function dismiss(): void {
    setProblem(null);
    setPlaced(null);
  }

  return { place, isPlacing, problem, placed, dismiss };
}
