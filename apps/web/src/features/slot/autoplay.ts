/** Autoplay choices (rounds). */
export const AUTOPLAY_ROUNDS = [10, 25, 50, 100] as const;

/** Autoplay: rounds still to play, and whether a stop was asked for (it ends after the current round). */
export type TAutoplay = { remaining: number; isStopping: boolean };

export const AUTOPLAY_OFF: TAutoplay = { remaining: 0, isStopping: false };

export function startAutoplay(rounds: number): TAutoplay {
  return { remaining: rounds, isStopping: false };
}

export function requestStop(autoplay: TAutoplay): TAutoplay {
  return autoplay.remaining > 0 ? { ...autoplay, isStopping: true } : autoplay;
}

export function isAutoplayOn(autoplay: TAutoplay): boolean {
  return autoplay.remaining > 0;
}

export type TRoundEnd = { isFailed: boolean; balance: number; nextTotalBet: number };

/**
 * After a round played by autoplay: one round fewer; autoplay ends when the rounds are used up,
 * a stop was asked for, the round failed, or the balance cannot pay the next bet.
 */
export function afterAutoplayRound(autoplay: TAutoplay, end: TRoundEnd): TAutoplay {
  const remaining = autoplay.remaining - 1;
  const mustStop = autoplay.isStopping || end.isFailed || end.balance < end.nextTotalBet;
  return mustStop || remaining <= 0 ? AUTOPLAY_OFF : { remaining, isStopping: false };
}
