import { useEffect, useRef, useState } from "react";
import { refetchDelay } from "./refetch-delay.ts";

type TTimedDraw = { opensAt: string; closesAt: string };

/**
 * Fetches again when a shown draw's countdown reaches zero, so the next draw replaces it on
 * time; while the answer still shows a closed draw it asks again every few seconds.
 */
export function useRefetchWhenDue(
  draws: readonly (TTimedDraw | null | undefined)[],
  refetch: () => unknown,
): void {
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ draws, refetch });
  latest.current = { draws, refetch };
  const times = draws.map((draw) => (draw ? `${draw.opensAt}/${draw.closesAt}` : "")).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed when the draws' times change or after each try.
  useEffect(() => {
    const delay = refetchDelay(latest.current.draws, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      void latest.current.refetch();
      setAttempt((value) => value + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [times, attempt]);
}
