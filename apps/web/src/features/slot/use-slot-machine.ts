import { ApiError } from "@orchid/contract/api-error";
import type { TSlotGame, TSlotRound } from "@orchid/contract/slots";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api } from "../../api/api-client.ts";
import {
  AUTOPLAY_OFF,
  afterAutoplayRound,
  isAutoplayOn,
  requestStop,
  startAutoplay,
  type TAutoplay,
} from "./autoplay.ts";
import { initialBet, type TSlotBet, totalBet } from "./bet-selection.ts";
import { newRoundKey } from "./round-key.ts";
import { sendWithRetry } from "./send-with-retry.ts";
import { slotTimings, wait } from "./slot-timings.ts";
import { useSlotReels } from "./use-slot-reels.ts";

/** The free spins of the round on show: which one plays and what they have won so far. */
export type TFreeSpinsView = { current: number; total: number; multiplier: number; win: number };

type TSlotMachineOptions = { token: string; game: TSlotGame; balance: number };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * One slot game's play: the balance, the bet, each round (a fresh round key; one retry with the
 * same key after a network failure), its free spins shown one after another, and autoplay.
 */
export function useSlotMachine({ token, game, balance: openingBalance }: TSlotMachineOptions) {
  const queryClient = useQueryClient();
  const reels = useSlotReels(game);
  const [balance, setBalance] = useState(openingBalance);
  const [bet, setBet] = useState<TSlotBet | null>(() => initialBet(game));
  const [isBusy, setIsBusy] = useState(false);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [round, setRound] = useState<TSlotRound | null>(null);
  const [freeSpins, setFreeSpins] = useState<TFreeSpinsView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [autoplay, setAutoplay] = useState<TAutoplay>(AUTOPLAY_OFF);
  const [roundsPlayed, setRoundsPlayed] = useState(0);
  const live = useRef({ balance, bet, autoplay, isBusy: false, isMounted: true });
  live.current.bet = bet;

  useEffect(() => {
    live.current.isMounted = true;
    return () => {
      live.current.isMounted = false;
    };
  }, []);

  function applyBalance(value: number) {
    live.current.balance = value;
    setBalance(value);
  }

  function updateAutoplay(next: TAutoplay) {
    live.current.autoplay = next;
    setAutoplay(next);
  }

  /** After a failed round the balance is unknown: the session tells it again. */
  async function reloadBalance() {
    const session = await api.request("slotSession", { token }).catch(() => null);
    if (session && live.current.isMounted) applyBalance(session.balance);
  }

  /** Plays one round; answers whether it was settled. */
  async function playRound(): Promise<boolean> {
    const current = live.current.bet;
    if (live.current.isBusy || !current) return false;
    const stake = totalBet(current);
    if (live.current.balance < stake) {
      setError(new ApiError("INSUFFICIENT_FUNDS"));
      return false;
    }
    const timings = slotTimings(prefersReducedMotion());
    live.current.isBusy = true;
    setIsBusy(true);
    setError(null);
    setFreeSpins(null);
    setRound(null);
    applyBalance(live.current.balance - stake);
    reels.startSpin();
    const roundKey = newRoundKey();
    try {
      const request = { token, lines: current.lines, betPerLine: current.betPerLine, roundKey };
      const [settled] = await Promise.all([
        sendWithRetry(() => api.request("slotSpin", request)),
        wait(timings.minSpin),
      ]);
      await reels.land(settled.base, timings);
      setLastWin(settled.base.win);
      if (settled.freeSpins) {
        const { spins, awarded, multiplier } = settled.freeSpins;
        setFreeSpins({ current: 0, total: awarded, multiplier, win: 0 });
        await wait(timings.showWin);
        let won = 0;
        for (const [index, spin] of spins.entries()) {
          reels.startSpin();
          await wait(timings.freeSpin);
          await reels.land(spin, timings);
          won += spin.win;
          setFreeSpins({ current: index + 1, total: awarded, multiplier, win: won });
          setLastWin(settled.base.win + won);
          await wait(timings.freeShow);
        }
      }
      setRound(settled);
      setLastWin(settled.totalWin);
      applyBalance(settled.balance);
      setRoundsPlayed((count) => count + 1);
      return true;
    } catch (failure) {
      reels.stop();
      setError(failure);
      await reloadBalance();
      return false;
    } finally {
      live.current.isBusy = false;
      setIsBusy(false);
      void queryClient.invalidateQueries({ queryKey: ["slotHistory"] });
      if (game.jackpot !== null) void queryClient.invalidateQueries({ queryKey: ["slotSession"] });
    }
  }

  async function runAutoplay(rounds: number) {
    if (live.current.isBusy || isAutoplayOn(live.current.autoplay)) return;
    updateAutoplay(startAutoplay(rounds));
    while (isAutoplayOn(live.current.autoplay) && live.current.isMounted) {
      const isSettled = await playRound();
      const next = live.current.bet;
      updateAutoplay(
        afterAutoplayRound(live.current.autoplay, {
          isFailed: !isSettled,
          balance: live.current.balance,
          nextTotalBet: next ? totalBet(next) : Number.POSITIVE_INFINITY,
        }),
      );
      if (isAutoplayOn(live.current.autoplay)) await wait(slotTimings(prefersReducedMotion()).betweenRounds);
    }
  }

  return {
    reels: reels.view,
    balance,
    bet,
    setBet,
    isBusy,
    lastWin,
    round,
    freeSpins,
    error,
    autoplay,
    roundsPlayed,
    spin: () => void playRound(),
    startAutoplay: (rounds: number) => void runAutoplay(rounds),
    stopAutoplay: () => updateAutoplay(requestStop(live.current.autoplay)),
  };
}
