import { REDEEM_STATES, type TRedeem, type TRedeemState } from "@orchid/contract/points";
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
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./points.module.css";
import { REDEEM_TONES } from "./redeem-states.ts";
import { usePointsFormat } from "./use-points-format.ts";

const PAGE_SIZE = 10;

/** Redeem history: the member's redeems, newest first, all or of one state, paged. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const [state, setState] = useState<TRedeemState | null>(null);
  const [page, setPage] = useState(1);
  const redeems = useApiQuery(
    "pointRedeems",
    { page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const choices: (TRedeemState | null)[] = [null, ...REDEEM_STATES];

  function handleState(next: TRedeemState | null) {
    setState(next);
    setPage(1);
  }

  return (
    <section className={centre.page} aria-label={t("points_tab_redeems")} data-testid="points-redeems">
      <fieldset className={`${centre.group} ${centre.chips}`}>
        <legend className="visually-hidden">{t("points_state_filter")}</legend>
        {choices.map((choice) => (
          <button
            key={choice ?? "all"}
            type="button"
            className={centre.chip}
            aria-pressed={choice === state}
            data-testid={`points-redeems-${choice ?? "all"}`}
            onClick={() => handleState(choice)}
          >
            {t(choice ? `points_state_${choice}` : "points_state_all")}
          </button>
        ))}
      </fieldset>
      {redeems.isError && <QueryProblem error={redeems.error} onRetry={() => void redeems.refetch()} />}
      {redeems.isPending && <Loader />}
      {redeems.data?.rows.length === 0 && (
        <EmptyState title={t("points_redeems_empty")} text={t("points_redeems_empty_text")} />
      )}
      {redeems.data && redeems.data.rows.length > 0 && (
        <ul className={styles.redeems}>
          {redeems.data.rows.map((redeem) => (
            <RedeemCard key={redeem.id} redeem={redeem} />
          ))}
        </ul>
      )}
      {redeems.data && (
        <Pager
          page={redeems.data.page}
          totalPages={redeems.data.totalPages}
          onPage={setPage}
          testId="points-redeems-pager"
        />
      )}
    </section>
  );
}

/** One redeem: product and quantity, reference, state, points and cash, address, remark, our note. */
function RedeemCard({ redeem }: { redeem: TRedeem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const timeOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;
  return (
    <li className={styles.redeem} data-testid={`points-redeem-${redeem.id}`}>
      <div className={styles.redeemHead}>
        <div className={styles.redeemTitle}>
          <span className={styles.redeemName}>
            {t("points_product_quantity", {
              name: redeem.productName,
              quantity: format.count(redeem.quantity),
            })}
          </span>
          <span className={styles.reference}>{redeem.reference}</span>
        </div>
        <StatusBadge
          tone={REDEEM_TONES[redeem.state]}
          text={t(`points_state_${redeem.state}`)}
          testId={`points-redeem-${redeem.id}-state`}
        />
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t("points_total_points")}</dt>
          <dd>{format.count(redeem.points)}</dd>
        </div>
        {redeem.amount > 0 && (
          <div>
            <dt>{t("points_total_cash")}</dt>
            <dd>{money.withSymbol(redeem.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t("points_redeem_created")}</dt>
          <dd className={styles.time}>{timeOf(redeem.createdAt)}</dd>
        </div>
        {redeem.decidedAt && (
          <div>
            <dt>{t("points_redeem_decided")}</dt>
            <dd className={styles.time}>{timeOf(redeem.decidedAt)}</dd>
          </div>
        )}
      </dl>
      {redeem.address && (
        <p className={styles.line}>
          {t("points_address")}: <bdi>{redeem.address}</bdi>
        </p>
      )}
      {redeem.remark && (
        <p className={styles.line}>
          {t("field_remark")}: <bdi>{redeem.remark}</bdi>
        </p>
      )}
      {redeem.note && (
        <p className={styles.note} data-testid={`points-redeem-${redeem.id}-note`}>
          {t("points_redeem_note")}: <bdi>{redeem.note}</bdi>
        </p>
      )}
    </li>
  );
}
