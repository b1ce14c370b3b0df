import type { TSlotGame, TSlotSpin } from "@orchid/contract/slots";
import { useTranslation } from "react-i18next";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import styles from "./slot-page.module.css";
import { symbolName } from "./symbol-name.ts";

/** Lines listed under the reels; more than this are summed up. */
const SHOWN_LINES = 4;

/** What the spin on show paid: each winning line and the scatters, read out politely. */
export function SlotWinList({
  game,
  spin,
  money,
}: {
  game: TSlotGame;
  spin: TSlotSpin | null;
  money: TMoneyFormat;
}) {
  const { t } = useTranslation();
  const nameOf = (id: string) => {
    const symbol = game.symbols.find((entry) => entry.id === id);
    return symbol ? symbolName(t, symbol) : id;
  };
  const scatter = game.symbols.find((entry) => entry.kind === "scatter");
  const lines = spin?.lineWins ?? [];
  return (
    <ul className={styles.wins} aria-live="polite" data-testid="slot-wins">
      {lines.slice(0, SHOWN_LINES).map((win) => (
        <li key={win.line}>
          {t("slot_line_win", {
            line: win.line,
            matches: win.count,
            symbol: nameOf(win.symbol),
            amount: money.withSymbol(win.win),
          })}
        </li>
      ))}
      {lines.length > SHOWN_LINES && <li>{t("slot_more_lines", { more: lines.length - SHOWN_LINES })}</li>}
      {spin && spin.scatter.win > 0 && scatter && (
        <li>
          {t("slot_scatter_win", {
            matches: spin.scatter.count,
            symbol: symbolName(t, scatter),
            amount: money.withSymbol(spin.scatter.win),
          })}
        </li>
      )}
    </ul>
  );
}
