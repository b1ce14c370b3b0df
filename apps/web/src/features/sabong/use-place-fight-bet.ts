import { ApiError } from "@orchid/contract/api-error";
import type { TFightBet, TFightSide } from "@orchid/contract/sabong";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { createSlipKeys } from "../lottery/slip-request-key.ts";
import { sendWithRetry } from "../slot/send-with-retry.ts";
import { refreshAfterMoneyMoved, refreshCalls } from "../wallet/member-data-keys.ts";
import { useMoney } from "../wallet/use-money.ts";
import { fightBetProblemText } from "./fight-bet-problem.ts";

/** The reads a placed bet makes stale, besides the balance: the pools and the member's bets. */
export const FIGHT_BET_CALLS = ["sabongArena", "myFightBets"] as const;

/**
 * Placing a bet on the fight: visitors are asked to log in; one placing at a time; every try of
 * the same bet (a double click, a retry after a refusal or a lost answer) sends the same request
 * key, so it is placed once, and the next bet gets a fresh one. On success the balance, the pools
 * and "my bets" fetch again; a refusal is told in the member's language.
 */
export function usePlaceFightBet(onFightClosed: () => void) {
  const { t } = useTranslation();
  const money = useMoney();
  const [keys] = useState(() => createSlipKeys());
  const inFlight = useRef(false);
  const [isPlacing, setIsPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<TFightBet | null>(null);

  async function place(fightId: number, side: TFightSide, stake: number): Promise<boolean> {
    if (!useAppStore.getState().token) {
      openAuthModal("login");
      return false;
    }
    if (inFlight.current) return false;
    inFlight.current = true;
    setIsPlacing(true);
    setProblem(null);
    setPlaced(null);
    const bet = { fightId, side, stake };
    const requestKey = keys.keyFor(JSON.stringify(bet));
    try {
      const answer = await sendWithRetry(() => api.request("placeFightBet", { ...bet, requestKey }));
      keys.placed();
      setPlaced(answer);
      refreshAfterMoneyMoved();
      refreshCalls(FIGHT_BET_CALLS);
      return true;
    } catch (error) {
      setProblem(fightBetProblemText(error, t, money.withSymbol));
      if (error instanceof ApiError && error.code === "FIGHT_CLOSED") onFightClosed();
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
