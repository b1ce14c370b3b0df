import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import table from "../member-centre/centre-table.module.css";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { REFERRAL_TONES } from "./referral-format.ts";
import { useReferralInvitees } from "./referral-queries.ts";

/** The member's invitees, newest first: masked name, when they registered, their totals and state. */
export function InviteeList({ format }: { format: TMissionFormatHook }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [page, setPage] = useState(1);
  const invitees = useReferralInvitees(page);
  const data = invitees.data;
  const lastPage = data ? Math.max(1, data.totalPages) : null;

  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const labels = {
    player: t("referral_invitee"),
    registeredAt: t("referral_registered_at"),
    deposited: t("referral_deposited"),
    validBet: t("referral_valid_bet"),
    state: t("referral_state"),
  };
  return (
    <section
      className={centre.card}
      aria-labelledby="referral-invitees-title"
      data-testid="referral-invitees"
    >
      <h4 className={centre.cardTitle} id="referral-invitees-title">
        {t("referral_invitees_title")}
      </h4>
      {invitees.isError && <QueryProblem error={invitees.error} onRetry={() => void invitees.refetch()} />}
      {invitees.isPending && <Loader />}
      {data?.rows.length === 0 && (
        <EmptyState title={t("referral_invitees_empty")} text={t("referral_invitees_empty_text")} />
      )}
      {data && data.rows.length > 0 && (
        <div className={table.wrap}>
          <table className={table.stacks}>
            <thead>
              <tr>
                <th scope="col">{labels.player}</th>
                <th scope="col">{labels.registeredAt}</th>
                <th scope="col" className={table.end}>
                  {labels.deposited}
                </th>
                <th scope="col" className={table.end}>
                  {labels.validBet}
                </th>
                <th scope="col">{labels.state}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((invitee) => (
                <tr
                  key={`${invitee.player}-${invitee.registeredAt}`}
                  data-testid="referral-invitee"
                  data-state={invitee.state}
                >
                  <td data-label={labels.player}>
                    <bdi>{invitee.player}</bdi>
                  </td>
                  <td data-label={labels.registeredAt} className={table.num}>
                    <time dateTime={invitee.registeredAt}>
                      {formatZonedDateTime(new Date(invitee.registeredAt), timeZone)}
                    </time>
                  </td>
                  <td data-label={labels.deposited} className={`${table.end} ${table.num}`}>
                    {format.money(invitee.deposited)}
                  </td>
                  <td data-label={labels.validBet} className={`${table.end} ${table.num}`}>
                    {format.money(invitee.validBet)}
                  </td>
                  <td data-label={labels.state}>
                    <StatusBadge
                      tone={REFERRAL_TONES[invitee.state]}
                      text={t(`referral_state_${invitee.state}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          onPage={setPage}
          testId="referral-invitees-pager"
        />
      )}
      {data && data.rows.length > 0 && <p className={centre.muted}>{t("referral_states_note")}</p>}
    </section>
  );
}
