import { useTranslation } from "react-i18next";
import { DiceFace } from "./dice-face.tsx";
import styles from "./lottery-result.module.css";
import { resultView, rowNumberText, type TResultView } from "./result-view.ts";
import type { TRowSummary } from "./row-summary.ts";

type TResultProps = { family: string; result: unknown; isCompact?: boolean };

/**
 * A draw's result in its family's form: the Vietnamese prize sheet, the 4D tiers or an
 * e-lottery row with its total and sides. Compact shows the headline numbers only (a lobby card).
 */
export function LotteryResult({ family, result, isCompact = false }: TResultProps) {
  const view = resultView(family, result);
  if (!view) return <span className={styles.none}>—</span>;
  switch (view.kind) {
    case "vn":
      return isCompact ? <VnHeadline view={view} /> : <VnSheet view={view} />;
    case "four_d":
      return <FourDResult view={view} isCompact={isCompact} />;
    case "row":
      return <RowResult view={view} isCompact={isCompact} />;
  }
}

type TVnView = Extract<TResultView, { kind: "vn" }>;

function prizeLabel(prize: string, t: (key: string, values?: Record<string, number>) => string): string {
  return prize === "db" ? t("lott_prize_db") : t("lott_prize_g", { n: Number(prize.slice(1)) });
}

function VnHeadline({ view }: { view: TVnView }) {
  const { t } = useTranslation();
  const special = view.prizes.find((row) => row.prize === "db")?.numbers[0] ?? "";
  return (
    <span className={styles.headline}>
      <span className={styles.muted}>{t("lott_prize_db")}</span>
      <span className={styles.special}>{special}</span>
    </span>
  );
}

function VnSheet({ view }: { view: TVnView }) {
  const { t } = useTranslation();
  return (
    <table className={styles.sheet}>
      <tbody>
        {view.prizes.map((row) => (
          <tr key={row.prize} data-prize={row.prize}>
            <th scope="row">{prizeLabel(row.prize, t)}</th>
            <td>
              {[...row.numbers.entries()].map(([place, number]) => (
                <span key={place} className={row.prize === "db" ? styles.special : styles.number}>
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FourDResult({
  view,
  isCompact,
}: {
  view: Extract<TResultView, { kind: "four_d" }>;
  isCompact: boolean;
}) {
  const { t } = useTranslation();
  const { result } = view;
  const tops = [
    ["first", result.first],
    ["second", result.second],
    ["third", result.third],
  ] as const;
  return (
    <div className={styles.fourD}>
      <div className={styles.tops}>
        {tops.map(([tier, number]) => (
          <span key={tier} className={styles.top}>
            <span className={styles.muted}>{t(`lott_tier_${tier}`)}</span>
            <span className={styles.special}>{number}</span>
          </span>
        ))}
      </div>
      {!isCompact &&
        (["starter", "consolation"] as const).map((tier) => (
          <div key={tier} className={styles.tier}>
            <span className={styles.muted}>{t(`lott_tier_${tier}`)}</span>
            <div className={styles.numbers}>
              {result[tier].map((number) => (
                <span key={number} className={styles.number}>
                  {number}
                </span>
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}

function RowResult({ view, isCompact }: { view: Extract<TResultView, { kind: "row" }>; isCompact: boolean }) {
  return (
    <span className={styles.row}>
      <span className={styles.balls} data-family={view.family}>
        {[...view.numbers.entries()].map(([place, value]) =>
          view.family === "k3" ? (
            <DiceFace key={place} face={value} size={isCompact ? 22 : 28} />
          ) : (
            <span key={place} className={styles.ball} data-value={value}>
              {rowNumberText(view.family, value)}
            </span>
          ),
        )}
      </span>
      <RowSummary summary={view.summary} isCompact={isCompact} />
    </span>
  );
}

/** The total and its sides under a row: "Sum 24 · Big · Even · Dragon". */
export function RowSummary({ summary, isCompact }: { summary: TRowSummary; isCompact: boolean }) {
  const { t } = useTranslation();
  const sides = [summary.size, summary.parity, ...(summary.dragonTiger ? [summary.dragonTiger] : [])];
  return (
    <span className={styles.summary}>
      <span className={styles.chip}>
        {t(summary.sumKey)} {summary.sum}
      </span>
      {!isCompact &&
        sides.map((side) => (
          <span key={side} className={styles.chip} data-side={side}>
            {t(`lott_side_${side}`)}
          </span>
        ))}
    </span>
  );
}
