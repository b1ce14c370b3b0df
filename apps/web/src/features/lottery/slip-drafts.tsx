import { useTranslation } from "react-i18next";
import buttons from "../../ui/button.module.css";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";
import { slipTotals, type TSlipDraft } from "./slip-preview.ts";
import { useBetTypeText } from "./use-bet-type-text.ts";

type TSlipDraftsProps = {
  entries: readonly TSlipDraft[];
  onRemove: (id: number) => void;
  onPlace: () => void;
  isPlacing: boolean;
  /** Why the slip cannot be placed now (no open draw), or null. */
  blocker: string | null;
};

/** The slip being built: its entries (each removable), the total cost and the place button. */
export function SlipDrafts({ entries, onRemove, onPlace, isPlacing, blocker }: TSlipDraftsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useBetTypeText();
  const totals = slipTotals(entries);
  return (
    <section className={styles.slip} aria-labelledby="lottery-slip-title" data-testid="lottery-slip-draft">
      <h2 id="lottery-slip-title" className={styles.slipTitle}>
        {t("lott_slip")}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t("lott_slip_empty")}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={styles.entry}
              data-testid="lottery-slip-entry"
              data-bet-type={entry.betType}
            >
              <span className={styles.entryMain}>
                <strong>{text.name(entry.betType)}</strong>
                <bdi className={styles.entryPicks}>{entry.picks.join(", ")}</bdi>
              </span>
              <span className={styles.entryCost}>
                {t("lott_entry_cost", { lines: entry.lines, stake: money.plain(entry.stake) })}
                <strong>{money.withSymbol(entry.lines * entry.stake)}</strong>
              </span>
              <button
                type="button"
                className={styles.entryRemove}
                aria-label={t("lott_entry_remove")}
                onClick={() => onRemove(entry.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.total}>
        <span>{t("lott_slip_lines", { count: totals.lines })}</span>
        <span data-testid="lottery-slip-total" data-minor={totals.cost}>
          {t("lott_slip_total")} <strong>{money.withSymbol(totals.cost)}</strong>
        </span>
      </div>
      {blocker && <p className={styles.muted}>{blocker}</p>}
      <button
        type="button"
        className={buttons.primary}
        disabled={entries.length === 0 || isPlacing || blocker !== null}
        aria-busy={isPlacing}
        data-testid="lottery-place"
        onClick={onPlace}
      >
        {t(isPlacing ? "lott_placing" : "lott_place")}
      </button>
    </section>
  );
}
