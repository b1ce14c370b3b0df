import { ApiError } from "@orchid/contract/api-error";
import type { TSlotBonusSpins, TSlotGame, TSlotRound } from "@orchid/contract/slots";
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

/** The member's bonus free spins once the last one is played: what they won (then a bonus grant). */
export type TBonusSpinsEnd = { won: number };

type TSlotMachineOptions = {
  token: string;
  game: TSlotGame;
  balance: number;
  /** The member's bonus free spins on this game when the page opened (the session's). */
  bonusSpins: TSlotBonusSpins | null;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Whether a failure says the member has no bonus free spin left (played elsewhere, or expired). */
function isNoBonusSpinLeft(failure: unknown): boolean {
  return failure instanceof ApiError && failure.code === "BONUS_SPINS_NONE";
}

/**
 * One slot game's play: the balance, the bet, each round (a fresh round key; one retry with the
 * same key after a network failure), its free spins shown one after another, and autoplay. A
 * campaign's bonus free spins play one at a time at their own bet (never the bet selector's, never
 * by autoplay), through the same round path, and leave the balance alone.
 */
export function useSlotMachine({
  token,
  game,
  balance: openingBalance,
  bonusSpins: openingBonusSpins,
}: TSlotMachineOptions) {
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
  const [bonusSpins, setBonusSpins] = useState<TSlotBonusSpins | null>(openingBonusSpins);
  const [bonusSpinsEnd, setBonusSpinsEnd] = useState<TBonusSpinsEnd | null>(null);
  const live = useRef({ balance, bet, autoplay, bonusSpins, isBusy: false, isMounted: true });
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

  /**
   * The pack after a free spin; its last spin ends it with what it won, and the session is asked
   * whether another pack on this game waits.
   */
  function applyBonusSpins(pack: TSlotBonusSpins | null, isSettled: boolean) {
    const isOver = pack !== null && pack.remaining <= 0;
    if (isOver && isSettled) setBonusSpinsEnd({ won: pack.won });
    const next = isOver ? null : pack;
    live.current.bonusSpins = next;
    setBonusSpins(next);
    if (isOver && isSettled) void lookForNextPack();
  }

  /** Shows the member's next pack of free spins on this game, if the session has one. */
  async function lookForNextPack() {
    const session = await api.request("slotSession", { token }).catch(() => null);
    const pack = session?.bonusSpins ?? null;
    if (!pack || pack.remaining <= 0 || !live.current.isMounted || live.current.bonusSpins) return;
    live.current.bonusSpins = pack;
    setBonusSpins(pack);
  }

  function updateAutoplay(next: TAutoplay) {
    live.current.autoplay = next;
    setAutoplay(next);
  }

  /**
   * After a failed round the balance is unknown: the session tells it again, and after a failed
   * free spin the pack's spins too.
   */
  async function reloadBalance(isBonusSpin: boolean) {
    const session = await api.request("slotSession", { token }).catch(() => null);
    if (!session || !live.current.isMounted) return;
    applyBalance(session.balance);
    if (isBonusSpin) applyBonusSpins(session.bonusSpins, false);
  }

  /**
   * Plays one round; answers whether it was settled. A bonus free spin (`isBonusSpin`) sends the
   * pack's own bet with `bonusSpin` (the server plays the pack's whatever is sent) and takes
   * nothing from the balance; autoplay never plays one.
   */
  async function playRound(isBonusSpin = false): Promise<boolean> {
    const current = isBonusSpin ? live.current.bonusSpins : live.current.bet;
    if (live.current.isBusy || !current) return false;
    if (isBonusSpin && isAutoplayOn(live.current.autoplay)) return false;
    const stake = isBonusSpin ? 0 : totalBet(current);
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
    setBonusSpinsEnd(null);
    applyBalance(live.current.balance - stake);
    reels.startSpin();
    const roundKey = newRoundKey();
    try {
      // One request object for the round: a retry after a network failure re-sends it, round key and all.
      const request = {
        token,
        lines: current.lines,
        betPerLine: current.betPerLine,
        roundKey,
        ...(isBonusSpin ? { bonusSpin: true } : {}),
      };
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
      if (isBonusSpin) applyBonusSpins(settled.bonusSpins, true);
      setRoundsPlayed((count) => count + 1);
      return true;
    } catch (failure) {
      reels.stop();
      setError(failure);
      // No spin left: the pack is gone (its error says so); the session may still name a newer one.
      if (isBonusSpin && isNoBonusSpinLeft(failure)) applyBonusSpins(null, false);
      await reloadBalance(isBonusSpin);
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
    bonusSpins,
    bonusSpinsEnd,
    error,
    autoplay,
    roundsPlayed,
    spin: () => void playRound(),
    playBonusSpin: () => void playRound(true),
    startAutoplay: (rounds: number) => void runAutoplay(rounds),
    stopAutoplay: () => updateAutoplay(requestStop(live.current.autoplay)),
  };
}
