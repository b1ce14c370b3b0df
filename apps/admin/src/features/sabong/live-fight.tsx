import type { TBoFight } from "@orchid/contract/sabong";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { CancelFightDialog } from "./cancel-fight-dialog.tsx";
import { drawOddsText, per100Text } from "./per-100-text.ts";
import styles from "./sabong.module.css";
import { formatHundredths } from "./sabong-numbers.ts";
import { FIGHT_STATE_LOOKS, fightControlsOf, RESULT_KEYS } from "./sabong-vocabulary.ts";
import { useSabongChange } from "./use-sabong-change.ts";

type TSide = "meron" | "wala";

function SideBox({ fight, side }: { fight: TBoFight; side: TSide }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <div className={`${styles.sideBox} ${styles[side]}`} data-testid={`sabong-live-${side}`}>
      <span className={styles.sideTag}>{t(RESULT_KEYS[side])}</span>
      <strong className={styles.entry}>{fight[side]}</strong>
      <span className={styles.per100} data-testid={`sabong-live-per100-${side}`}>
        {per100Text(fight.payoutPer100[side])}
      </span>
      <span className={styles.per100Label}>{t("bo_sabong_per_100")}</span>
      <span className={styles.pool}>
        {t("bo_sabong_pool")} <span className="mono">{formatMinor(fight.pools[side])}</span>
      </span>
    </div>
  );
}

/**
 * The fight on now, big: both sides' pools and payouts per 100 as they move, the draw bets, the
 * bets taken, and for operators holding sabong.run its moves: last call, close, cancel (with a
 * reason), and once closed the result, filed for a second operator's approval.
 */
export function LiveFight(props: {
  fight: TBoFight;
  canRun: boolean;
  onClosedAsCancelled: (fight: TBoFight) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const { fight, canRun } = props;
  const controls = fightControlsOf(fight);
  const look = FIGHT_STATE_LOOKS[fight.state];
  const [isCancelling, setIsCancelling] = useState(false);
  const move = useSabongChange("boFightAction", {
    successKey: (value) =>
      value.state === "cancelled"
        ? null
        : {
            key: value.state === "last_call" ? "bo_sabong_last_call_toast" : "bo_sabong_closed_toast",
            values: { n: value.fightNo },
          },
    onSuccess: (value) => {
      if (value.state === "cancelled") props.onClosedAsCancelled(value);
    },
  });
  const declare = useSabongChange("boDeclareFight", {
    successKey: (value) => ({ key: "bo_sabong_filed_toast", values: { id: value.approvalId } }),
  });
  // The fights are read again before the filing's success shows, so the request is already here.
  const pendingId = fight.pendingApprovalId;
  const problemKey = move.problemKey ?? declare.problemKey;

  return (
    <section className={`card ${styles.live}`} aria-labelledby="sabong-live-title" data-testid="sabong-live">
      <div className={styles.liveHead}>
        <div>
          <p className={styles.derby}>{fight.derby}</p>
          <h2 id="sabong-live-title" className={styles.liveTitle}>
            {t("bo_sabong_fight_no", { n: fight.fightNo })}
          </h2>
        </div>
        <span
          className={`${look.badge} ${styles.bigBadge} ${fight.state === "last_call" ? styles.flash : ""}`}
          data-state={fight.state}
          data-testid="sabong-live-state"
        >
          {t(look.key)}
        </span>
      </div>
      <div className={styles.sides}>
        <SideBox fight={fight} side="meron" />
        <span className={styles.vs} aria-hidden="true">
          VS
        </span>
        <SideBox fight={fight} side="wala" />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("bo_sabong_bets")}</dt>
          <dd className="mono" data-testid="sabong-live-bets">
            {formatNumber(fight.bets)}
          </dd>
        </div>
        <div>
          <dt>{t("bo_sabong_total_pool")}</dt>
          <dd className="mono">{formatMinor(fight.pools.meron + fight.pools.wala)}</dd>
        </div>
        <div>
          <dt>{t("bo_sabong_draw_bets")}</dt>
          <dd className="mono">{formatMinor(fight.pools.draw)}</dd>
        </div>
        <div>
          <dt>{t("bo_sabong_draw_odds")}</dt>
          <dd className="mono">{drawOddsText(fight.drawOdds)}</dd>
        </div>
        <div>
          <dt>{t("bo_sabong_plasada")}</dt>
          <dd className="mono">{formatHundredths(fight.plasadaBp)} %</dd>
        </div>
        <div>
          <dt>{t("bo_sabong_min_per_100")}</dt>
          <dd className="mono">{per100Text(fight.minPer100)}</dd>
        </div>
        <div>
          <dt>{t("bo_sabong_opened_at")}</dt>
          <dd className={styles.when} title={formatDateTime(fight.openedAt)}>
            {formatShort(fight.openedAt)}
          </dd>
        </div>
      </dl>

      {canRun && (controls.lastCall || controls.close || controls.cancel) && (
        <div className={styles.actions}>
          {controls.lastCall && (
            <button
              type="button"
              className="btn"
              disabled={move.isPending}
              onClick={() => move.run({ fightId: fight.id, action: "announce_last_call" })}
              data-testid="sabong-last-call"
            >
              {t("bo_sabong_last_call")}
            </button>
          )}
          {controls.close && (
            <ConfirmButton
              className="btn btn-primary"
              disabled={move.isPending}
              onConfirm={() => move.run({ fightId: fight.id, action: "close" })}
              testId="sabong-close"
            >
              {t("bo_sabong_close")}
            </ConfirmButton>
          )}
          {controls.cancel && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setIsCancelling(true)}
              data-testid="sabong-cancel"
            >
              {t("bo_sabong_cancel")}
            </button>
          )}
        </div>
      )}
      {canRun && controls.close && <p className={styles.note}>{t("bo_sabong_close_explained")}</p>}

      {canRun && controls.declare && pendingId === null && (
        <div className={styles.declare}>
          <p className={styles.declareTitle}>{t("bo_sabong_declare_title")}</p>
          <p className={styles.note}>{t("bo_sabong_declare_explained")}</p>
          <div className={styles.actions}>
            <ConfirmButton
              className={`btn ${styles.declareMeron}`}
              disabled={declare.isPending}
              onConfirm={() => declare.run({ fightId: fight.id, result: "meron" })}
              testId="sabong-declare-meron"
            >
              {t("bo_sabong_declare_meron")}
            </ConfirmButton>
            <ConfirmButton
              className={`btn ${styles.declareWala}`}
              disabled={declare.isPending}
              onConfirm={() => declare.run({ fightId: fight.id, result: "wala" })}
              testId="sabong-declare-wala"
            >
              {t("bo_sabong_declare_wala")}
            </ConfirmButton>
            <ConfirmButton
              className={`btn ${styles.declareDraw}`}
              disabled={declare.isPending}
              onConfirm={() => declare.run({ fightId: fight.id, result: "draw" })}
              testId="sabong-declare-draw"
            >
              {t("bo_sabong_declare_draw")}
            </ConfirmButton>
          </div>
        </div>
      )}

      {pendingId !== null && (
        <p className="notice-ok" role="status" data-testid="sabong-waiting-approval">
          {t("bo_sabong_waiting_approval", { id: pendingId })}{" "}
          <Link to="/approvals">{t("bo_open_approvals")}</Link>
        </p>
      )}
      {problemKey && (
        <p className="alert" role="alert" data-testid="sabong-live-problem">
          {t(problemKey)}
        </p>
      )}
      {!canRun && <p className={styles.note}>{t("bo_sabong_read_only")}</p>}
      {isCancelling && <CancelFightDialog fight={fight} onClose={() => setIsCancelling(false)} />}
    </section>
  );
}
