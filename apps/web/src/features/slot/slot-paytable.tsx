import type { TSlotGame } from "@orchid/contract/slots";
import { useTranslation } from "react-i18next";
import { Modal } from "../../ui/modal.tsx";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import type { TSlotBet } from "./bet-selection.ts";
import { totalBet } from "./bet-selection.ts";
import styles from "./slot-paytable.module.css";
import { SlotSymbol } from "./slot-symbol.tsx";
import { symbolName } from "./symbol-name.ts";

const COUNTS = [5, 4, 3] as const;

type TSlotPaytableProps = { game: TSlotGame; bet: TSlotBet; money: TMoneyFormat; onClose: () => void };

/** The paytable: line pays for 3, 4 and 5 of a kind at the current bet, scatters, free spins, lines. */
export function SlotPaytable({ game, bet, money, onClose }: TSlotPaytableProps) {
  const { t } = useTranslation();
  const paying = game.symbols.filter((symbol) => symbol.pays);
  const scatter = game.symbols.find((symbol) => symbol.kind === "scatter");
  const wild = game.symbols.find((symbol) => symbol.kind === "wild");
  const stake = totalBet(bet);
  return (
    <Modal open onClose={onClose} title={t("slot_paytable")} width={720} height={320} testId="slot-paytable">
      <div className={styles.body}>
        <p className={styles.note}>{t("slot_pays_note", { amount: money.withSymbol(bet.betPerLine) })}</p>
        <div className={styles.symbols}>
          {paying.map((symbol) => (
            <div key={symbol.id} className={styles.symbol} data-testid="slot-pay-row">
              <SlotSymbol id={symbol.id} className={styles.glyph} />
              <div className={styles.info}>
                <p className={styles.name}>
                  {symbolName(t, symbol)}
                  {symbol.kind === "wild" && symbolName(t, symbol) !== t("slot_wild_tag") && (
                    <span className={styles.tag}>{t("slot_wild_tag")}</span>
                  )}
                </p>
                <dl className={styles.pays}>
                  {COUNTS.map((count) => (
                    <div key={count}>
                      <dt>×{count}</dt>
                      <dd>{money.plain((symbol.pays?.[count] ?? 0) * bet.betPerLine)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          ))}
        </div>
        {wild && <p className={styles.note}>{t("slot_wild_note", { name: symbolName(t, wild) })}</p>}
        {scatter && (
          <section className={styles.section}>
            <h3 className={styles.heading}>
              <SlotSymbol id={scatter.id} className={styles.smallGlyph} />
              {t("slot_scatter_title", { name: symbolName(t, scatter) })}
            </h3>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("slot_scatter_count")}</th>
                  <th scope="col">{t("slot_scatter_pays")}</th>
                  <th scope="col">{t("slot_free_spins")}</th>
                </tr>
              </thead>
              <tbody>
                {COUNTS.map((count) => (
                  <tr key={count}>
                    <td>×{count}</td>
                    <td>{money.plain(game.scatterPays[count] * stake)}</td>
                    <td>{game.freeSpins.awards[count]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>
              {t("slot_free_spins_note", {
                multiplier: game.freeSpins.multiplier,
                total: money.withSymbol(stake),
              })}
            </p>
          </section>
        )}
        {game.jackpot !== null && <p className={styles.note}>{t("slot_jackpot_note")}</p>}
        <section className={styles.section}>
          <h3 className={styles.heading}>{t("slot_paylines", { lines: game.maxLines })}</h3>
          <div className={styles.lines}>
            {game.paylines.map((rows, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
              <figure key={index} className={styles.line}>
                <svg viewBox="0 0 5 3" aria-hidden="true">
                  {rows.map((row, reel) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per reel
                    <rect key={reel} x={reel + 0.1} y={row + 0.1} width="0.8" height="0.8" rx="0.15" />
                  ))}
                </svg>
                <figcaption>{index + 1}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>
    </Modal>
  );
}
