import type { TBookSport } from "@orchid/contract/sportsbook";
import { LineIcon } from "../../ui/line-icon.tsx";

const PATHS: Record<TBookSport, string> = {
  football:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4.5M9.8 14.5l-3 4.5M8.5 10.5l-5-1.5",
  basketball:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 2.8 3 10 0 12.8M18.4 5.6c-3 2.8-3 10 0 12.8",
  esports:
    "M7 8h10a4 4 0 0 1 4 4.5l-.5 3.5a2 2 0 0 1-3.5 1L15 15H9l-2 2a2 2 0 0 1-3.5-1L3 12.5A4 4 0 0 1 7 8zM7 11v3M5.5 12.5h3M15.5 12h.01M17.5 13.5h.01",
};

/** A sport's line icon. */
export function SportIcon({ sport, size = 20 }: { sport: TBookSport; size?: number }) {
  return <LineIcon d={PATHS[sport]} size={size} />;
}
