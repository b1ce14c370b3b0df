import type { TLotteryDraw, TLotterySlip } from "@orchid/contract/lottery";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { StatusBadge, type TBadgeTone } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { CancelSlipButton } from "./cancel-slip-button.tsx";
import { drawCountdown } from "./draw-countdown.ts";
import styles from "./slip-card.module.css";
import { useBetTypeText } from "./use-bet-type-text.ts";
import { useNow } from "./use-now.ts";

const STATE_TONES: Record<TLotterySlip["state"], TBadgeTone> = {
  open: "wait",
  settled: "good",
  cancelled: "neutral",
};

/** How many lines a slip shows before "show all". */
const LINES_SHOWN = 8;

/**
 * One slip: its draw, state, stake and win, times and every line with its own win; an open slip
 * whose draw still takes bets can be cancelled.
 */
export function SlipCard({ slip, current }: { slip: TLotterySlip; current: TLotteryDraw | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useBetTypeText();
  const now = useNow();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const time = (iso: string) => formatZonedDateTime(new Date(iso), timeZone);
  const isDrawOpen =
    current !== null && current.issue === slip.issue && drawCountdown(current, now).phase === "closes";
  const shown = slip.lines.slice(0, LINES_SHOWN);
  const rest = slip.lines.slice(LINES_SHOWN);

  return (
    <li className={styles.card} data-testid="lottery-slip" data-slip-id={slip.id} data-state={slip.state}>
      <div className={styles.head}>
        <span className={styles.issue}>{t("lott_issue", { issue: slip.issue })}</span>
        <StatusBadge tone={STATE_TONES[slip.state]} text={t(`lott_slip_state_${slip.state}`)} />
      </div>
      <dl className={styles.facts}>
        <dt>{t("lott_slip_stake")}</dt>
        <dd>{money.withSymbol(slip.stake)}</dd>
        <dt>{t("lott_slip_win")}</dt>
        <dd className={slip.win ? styles.win : undefined}>
          {slip.win === null ? "—" : money.withSymbol(slip.win)}
        </dd>
        <dt>{t("lott_slip_placed_at")}</dt>
        <dd>{time(slip.placedAt)}</dd>
        {slip.settledAt && (
          <>
            <dt>{t(slip.state === "cancelled" ? "lott_slip_cancelled_at" : "lott_slip_settled_at")}</dt>
            <dd>{time(slip.settledAt)}</dd>
          </>
        )}
      </dl>
      <table className={styles.lines}>
        <caption className={styles.caption}>{t("lott_slip_lines", { count: slip.lines.length })}</caption>
        <tbody>
          {shown.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order on the slip is fixed.
            <SlipLineRow key={index} line={line} name={text.name(line.betType)} />
          ))}
        </tbody>
      </table>
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary>{t("lott_slip_more_lines", { count: rest.length })}</summary>
          <table className={styles.lines}>
            <tbody>
              {rest.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order on the slip is fixed.
                <SlipLineRow key={index} line={line} name={text.name(line.betType)} />
              ))}
            </tbody>
          </table>
        </details>
      )}
      {slip.state === "open" && isDrawOpen && <CancelSlipButton slipId={slip.id} />}
    </li>
  );
}

function SlipLineRow({ line, name }: { line: TLotterySlip["lines"][number]; name: string }) {
  const money = useMoney();
  return (
    <tr>
      <td>
        <span className={styles.muted}>{name}</span> <bdi>{line.label}</bdi>
      </td>
      <td className={styles.number}>{money.plain(line.stake)}</td>
      <td className={`${styles.number} ${line.win ? styles.win : ""}`}>
        {line.win === null ? "—" : money.plain(line.win)}
      </td>
    </tr>
  );
}
