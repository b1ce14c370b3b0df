import { LineIcon } from "../../ui/line-icon.tsx";
import type { TCategoryId } from "./game-categories.ts";

export type TNavIconName =
  | TCategoryId
  | "HOME"
  | "PROMO"
  | "MALL"
  | "HELP"
  | "DOWNLOAD"
  | "NOTICE"
  | "CHAT"
  | "MENU";

const PATHS: Record<TNavIconName, string> = {
  RNG: "M4 6h12v13H4zM16 10h2.5a1 1 0 0 1 1 1v4M19.5 6.5v3M7 10h6v5H7zM9 10v5M11 10v5",
  LIVE: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM12 3v3M12 18v3M3 12h3M18 12h3",
  FISH: "M3 12c3.5-5.5 10.5-6 14.5 0-4 6-11 5.5-14.5 0zM17.5 12 21 8.5v7zM8 11h.01",
  PVP: "M5 6.5 11 5l2.5 12.5-6 1.2zM13 5.5l6 1.2-2.4 12.3-3-.6M8 10.5l1.5 1.5",
  SPORTS:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4.5M9.8 14.5l-3 4.5M8.5 10.5l-5-1.5",
  ESPORTS:
    "M7 8h10a4 4 0 0 1 4 4.5l-.5 3.5a2 2 0 0 1-3.5 1L15 15H9l-2 2a2 2 0 0 1-3.5-1L3 12.5A4 4 0 0 1 7 8zM7 11v3M5.5 12.5h3M15.5 12h.01M17.5 13.5h.01",
  ELOTT: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 10.5l1.5-1V15",
  SV3: "M12 3c1.5 3 4.5 4.5 4.5 8.5a4.5 4.5 0 0 1-9 0c0-2 1-3.5 2-4.5.3 1.5 1 2.5 2 3 0-2.5-.5-4.5.5-7zM8 21h8",
  HOME: "M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5h3v5H18V9.5",
  PROMO:
    "M4 10h16v4H4zM5.5 14h13v6h-13zM12 10v10M12 10c-1.5-3-5.5-4-5.5-1.5S10 10 12 10zM12 10c1.5-3 5.5-4 5.5-1.5S14 10 12 10z",
  MALL: "M5 8h14l-1.2 12H6.2zM9 11V7a3 3 0 0 1 6 0v4",
  HELP: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01",
  DOWNLOAD: "M7 3h10v18H7zM10 18h4M12 7v6M9.5 10.5 12 13l2.5-2.5",
  NOTICE: "M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11",
  CHAT: "M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01",
  MENU: "M4 7h16M4 12h16M4 17h16",
};

/** Line icons of the navigation (stroke follows currentColor). */
export function NavIcon({ name, size = 22 }: { name: TNavIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
