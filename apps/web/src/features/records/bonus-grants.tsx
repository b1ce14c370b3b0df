import type { TBonusGrant } from "@orchid/contract/bonus";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import styles from "../bonus/bonus.module.css";
import { contributionsText, maxBetText } from "../bonus/offer-summary.ts";
import { ProgressBar } from "../bonus/progress-bar.tsx";
import { type TOfferFormatHook, useOfferFormat } from "../bonus/use-offer-format.ts";
import { grantProgress } from "../bonus/wagering-progress.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { BonusAwards } from "./bonus-awards.tsx";

const PAGE_SIZE = 10;

const STATE_CLASS: Record<TBonusGrant["state"], string | undefined> = {
  active: styles.stateActive,
  converted: styles.stateConverted,
  forfeited: undefined,
  expired: undefined,
};

/**
 * My bonuses: the active bonus money on top, then each grant with its wagering progress, newest
 * first; under it the member's free spins and points (the same answer's awards). The live
 * socket's bonus push refreshes it (balance-socket.ts), so progress moves as bets settle.
 */
export function BonusGrants() {
  const { t } = useTranslation();
  const format = useOfferFormat();
  const [page, setPage] = useState(1);
  const grants = useApiQuery(
    "bonusGrants",
    { page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <section className={centre.card} aria-labelledby="bonus-grants-title" data-testid="bonus-grants">
        <h4 className={centre.cardTitle} id="bonus-grants-title">
          {t("bonus_grants_title")}
        </h4>
        {grants.isError && <QueryProblem error={grants.error} onRetry={() => void grants.refetch()} />}
        {grants.isPending && <Loader />}
        {grants.data && (
          <>
            <div className={centre.tiles}>
              <div className={centre.tile} data-testid="bonus-active-sum">
                <span className={centre.tileLabel}>{t("bonus_active_sum")}</span>
                <span className={centre.tileValue}>{format.money(grants.data.activeBonus)}</span>
              </div>
            </div>
            {grants.data.rows.length === 0 ? (
              <EmptyState title={t("bonus_grants_empty")} text={t("bonus_grants_empty_text")} />
            ) : (
              <ul className={styles.grants}>
                {grants.data.rows.map((grant) => (
                  <GrantCard key={grant.id} grant={grant} format={format} />
                ))}
              </ul>
            )}
            <Pager
              page={grants.data.page}
              totalPages={grants.data.totalPages}
              onPage={setPage}
              testId="bonus-grants-pager"
            />
          </>
        )}
      </section>
      {grants.data && <BonusAwards awards={grants.data.awards} format={format} />}
    </>
  );
}

/** One grant: name, amount, state, wagering progress, its dates, largest bet and counting games. */
function GrantCard({ grant, format }: { grant: TBonusGrant; format: TOfferFormatHook }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const isActive = grant.state === "active";
  const endedAt = isActive ? grant.expiresAt : (grant.closedAt ?? grant.expiresAt);
  const dateOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;
  const stateClass = STATE_CLASS[grant.state];
  return (
    <li className={styles.grant} data-testid="bonus-grant" data-state={grant.state}>
      <div className={styles.grantHead}>
        <span className={styles.name}>
          <bdi>{grant.name}</bdi>
        </span>
        <span className={stateClass ? `${styles.state} ${stateClass}` : styles.state}>
          {t(`bonus_state_${grant.state}`)}
        </span>
      </div>
      <span className={styles.grantAmount}>{format.money(grant.bonus)}</span>
      <ProgressBar
        progress={grantProgress(grant)}
        counted={grant.counted}
        required={grant.required}
        money={format.money}
        percent={format.percent}
        testId="bonus-grant-progress"
      />
      <dl className={styles.grantTerms}>
        <div className={styles.term}>
          <dt>{t("bonus_granted_at")}</dt>
          <dd>{dateOf(grant.grantedAt)}</dd>
        </div>
        <div className={styles.term}>
          <dt>{t(isActive ? "bonus_expires_at" : "bonus_closed_at")}</dt>
          <dd>{dateOf(endedAt)}</dd>
        </div>
        <div className={styles.term}>
          <dt>{t("bonus_term_max_bet")}</dt>
          <dd>{maxBetText(grant.maxBet, format)}</dd>
        </div>
        <div className={styles.term}>
          <dt>{t("bonus_term_games")}</dt>
          <dd>{format.isGamesReady ? contributionsText(grant.contributions, format) : "…"}</dd>
        </div>
      </dl>
    </li>
  );
}
