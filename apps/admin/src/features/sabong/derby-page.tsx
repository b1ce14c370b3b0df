import { FIGHT_STATES, type TBoFight } from "@orchid/contract/sabong";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useApiQuery } from "../../api/console-hooks.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import gamesStyles from "../games/games.module.css";
import { SelectFilter } from "../games/select-filter.tsx";
import { oneOf, useParamFilters } from "../games/use-param-filters.ts";
import { FightBadge } from "./fight-badge.tsx";
import { FightsTable } from "./fights-table.tsx";
import { LiveFight } from "./live-fight.tsx";
import { NewFightDialog } from "./new-fight-dialog.tsx";
import { per100Text } from "./per-100-text.ts";
import styles from "./sabong.module.css";
import { cancelReasonKey, FIGHT_FILTER_KEYS } from "./sabong-vocabulary.ts";

const FILTERS = ["state"] as const;
const STATE_FILTERS = ["live", ...FIGHT_STATES] as const;
const PAGE_SIZE = 20;
/** The fight on now is read again this often, so its pools and bets move on the screen. */
const LIVE_POLL_MS = 2_000;
const LIST_POLL_MS = 10_000;

/** A close that ended in a cancel (an empty side or a payout too low): said until dismissed. */
function ClosedAsCancelled({ fight, onDismiss }: { fight: TBoFight; onDismiss: () => void }) {
  const { t } = useTranslation();
  const reason = cancelReasonKey(fight.cancelReason);
  return (
    <div className={`alert ${styles.closeOutcome}`} role="alert" data-testid="sabong-closed-cancelled">
      <p>
        <strong>{t("bo_sabong_closed_cancelled", { n: fight.fightNo })}</strong>{" "}
        {reason && t(reason.key, { reason: fight.cancelReason ?? "", min: per100Text(fight.minPer100) })}{" "}
        {t("bo_sabong_all_refunded")}
      </p>
      <button type="button" className="btn btn-small" onClick={onDismiss}>
        {t("bo_close")}
      </button>
    </div>
  );
}

/** No fight running: the last one's result and money, and (for sabong.run) the next fight. */
function NoLiveFight(props: { last: TBoFight | null; canRun: boolean; onNew: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { last } = props;
  return (
    <section className={`card ${styles.live}`} data-testid="sabong-no-live">
      <div className={styles.liveHead}>
        <div>
          <h2 className={styles.liveTitle}>{t("bo_sabong_no_live")}</h2>
          <p className={styles.note}>{t("bo_sabong_no_live_explained")}</p>
        </div>
        {props.canRun && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={props.onNew}
            data-testid="sabong-new-fight"
          >
            {t("bo_sabong_new_fight")}
          </button>
        )}
      </div>
      {last && (
        <dl className={styles.facts}>
          <div>
            <dt>{t("bo_sabong_last_fight")}</dt>
            <dd>
              {t("bo_sabong_fight_no", { n: last.fightNo })} · <FightBadge state={last.state} />
            </dd>
          </div>
          <div>
            <dt>{t("bo_sabong_bets")}</dt>
            <dd className="mono">{formatNumber(last.bets)}</dd>
          </div>
          <div>
            <dt>{t("bo_sabong_col_paid")}</dt>
            <dd className="mono">{formatMinor(last.paid)}</dd>
          </div>
          <div>
            <dt>{t("bo_sabong_col_refunded")}</dt>
            <dd className="mono">{formatMinor(last.refunded)}</dd>
          </div>
          <div>
            <dt>{t("bo_sabong_col_house_take")}</dt>
            <dd className={`mono ${last.houseTake !== null && last.houseTake < 0 ? styles.negative : ""}`}>
              {formatMinor(last.houseTake)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/**
 * `/sabong/derby`: the fight on now, big, with its moves (new fight, last call, close, cancel, the
 * result filed for a second operator), and every fight of the derby below, by state.
 */
export function DerbyPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canRun = useCan("sabong.run");
  const { values, page, update, goTo } = useParamFilters(FILTERS);
  const [isOpening, setIsOpening] = useState(false);
  const [closedAsCancelled, setClosedAsCancelled] = useState<TBoFight | null>(null);
  const live = useApiQuery(
    "boFights",
    { state: "live", page: 1, pageSize: 1 },
    { refetchInterval: LIVE_POLL_MS },
  );
  const latest = useApiQuery("boFights", { page: 1, pageSize: 1 }, { refetchInterval: LIST_POLL_MS });
  const list = useApiQuery(
    "boFights",
    { state: oneOf(values.state, STATE_FILTERS), page, pageSize: PAGE_SIZE },
    { refetchInterval: LIST_POLL_MS },
  );
  const current = live.data?.rows[0] ?? null;
  const last = latest.data?.rows[0] ?? null;

  return (
    <>
      <PageHeader title={t("bo_nav_sabong_derby")}>
        <Link className="btn" to="/sabong/settings">
          {t("bo_nav_sabong_settings")}
        </Link>
      </PageHeader>
      <div className={`stack ${styles.board}`}>
        {closedAsCancelled && (
          <ClosedAsCancelled fight={closedAsCancelled} onDismiss={() => setClosedAsCancelled(null)} />
        )}
        {live.isPending ? (
          <p className="muted">{t("bo_loading")}</p>
        ) : current ? (
          <LiveFight
            key={current.id}
            fight={current}
            canRun={canRun}
            onClosedAsCancelled={setClosedAsCancelled}
          />
        ) : (
          <NoLiveFight last={last} canRun={canRun} onNew={() => setIsOpening(true)} />
        )}
        <h2 className={styles.listTitle}>{t("bo_sabong_fights")}</h2>
        <form className={`card ${gamesStyles.filters}`} aria-label={t("bo_queue_filters")}>
          <SelectFilter
            label={t("bo_status")}
            value={values.state}
            options={STATE_FILTERS.map((state) => ({ value: state, label: t(FIGHT_FILTER_KEYS[state]) }))}
            onChange={(state) => update({ state })}
            testId="sabong-fights-state"
          />
        </form>
        <PagedResults
          query={list}
          noneKey="bo_sabong_fights_none"
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="sabong-fights-total">
              {t("bo_sabong_fights_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => <FightsTable rows={rows} />}
        </PagedResults>
      </div>
      {isOpening && <NewFightDialog lastDerby={last?.derby ?? ""} onClose={() => setIsOpening(false)} />}
    </>
  );
}
