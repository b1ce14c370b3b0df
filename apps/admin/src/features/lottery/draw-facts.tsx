import type { TBoLotteryDrawDetail } from "@orchid/contract/backoffice-lottery";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import styles from "./lottery.module.css";
import { DRAW_STATE_LOOKS, SOURCE_KEYS } from "./lottery-vocabulary.ts";
import { ResultView } from "./result-view.tsx";

/**
 * A draw for the audit: when it opened, closed, was drawn and settled, its state and result
 * source, the commitment published before betting opened and the seed (shown once drawn, so
 * anyone can check the result), the result and how many times it was settled.
 */
export function DrawFacts(props: { draw: TBoLotteryDrawDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { draw } = props;
  const look = DRAW_STATE_LOOKS[draw.state];
  const facts: [string, ReactNode][] = [
    [
      "bo_status",
      <span key="state" className={look.badge}>
        {t(look.key)}
      </span>,
    ],
    ["bo_lottery_source", t(SOURCE_KEYS[draw.source])],
    ["bo_lottery_opens_at", formatDateTime(draw.opensAt)],
    ["bo_lottery_closes_at", formatDateTime(draw.closesAt)],
    ["bo_lottery_draw_at", formatDateTime(draw.drawAt)],
    ["bo_lottery_drawn_at", formatDateTime(draw.drawnAt)],
    ["bo_lottery_settled_at", formatDateTime(draw.settledAt)],
    ["bo_lottery_settle_round", String(draw.settleRound)],
  ];
  if (draw.correctableUntil)
    facts.push(["bo_lottery_correctable_until", formatDateTime(draw.correctableUntil)]);
  if (draw.cancelReason) facts.push(["bo_lottery_cancel_reason", draw.cancelReason]);
  return (
    <div className="card stack">
      <dl className={styles.facts} data-testid="lottery-draw-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>{t("bo_lottery_commitment")}</dt>
          <dd className={styles.hash}>{draw.commitment ?? t("bo_lottery_no_commitment")}</dd>
        </div>
        <div>
          <dt>{t("bo_lottery_seed")}</dt>
          <dd className={styles.hash}>
            {draw.seed ?? t(draw.source === "fair" ? "bo_lottery_seed_secret" : "bo_lottery_no_seed")}
          </dd>
        </div>
        <div>
          <dt>{t("bo_lottery_result")}</dt>
          <dd>
            <ResultView family={draw.family} result={draw.result} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
