import { useEffect, useRef, useState } from "react";
import { oddsMove, type TOddsMove } from "./accept-odds.ts";

/** How long a moved price shows which way it went. */
const FLASH_MS = 1000;

/** The way a price just moved, for about a second after it did (then null). */
export function usePriceMove(odds: number): TOddsMove | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<TOddsMove | null>(null);
  useEffect(() => {
    const next = oddsMove(previous.current, odds);
    previous.current = odds;
    if (!next) return;
    setMove(next);
    const timer = window.setTimeout(() => setMove(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [odds]);
  return move;
}
