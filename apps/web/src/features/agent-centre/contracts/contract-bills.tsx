import type { TAgentBillState, TAgentContractKind } from "@orchid/contract/agent";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import table from "../../member-centre/centre-table.module.css";
import { StatusBadge, type TBadgeTone } from "../../member-centre/status-badge.tsx";
import { MoneyCell } from "../../records/money-cell.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { agentPeriodQuery, FIRST_AGENT_PERIOD } from "../period/agent-period.ts";
import { AgentPeriodFilter } from "../period/agent-period-filter.tsx";
import { useFigures } from "../use-figures.ts";
import { CollectButton } from "./collect-button.tsx";

const PAGE_SIZE = 20;
const SIDES = ["mine", "downline"] as const;
const TONES: Record<TAgentBillState, TBadgeTone> = {
  issued: "wait",
  awaiting_review: "wait",
  paid: "good",
  rejected: "bad",
  not_reached: "neutral",
  insufficient: "bad",
  partly_paid: "wait",
  expired: "neutral",
};
const END_COLUMNS = ["validBet", "rate", "gross", "net", "paid"] as const;

/** A contract kind's bills of a period: those I earn, or those I pay my downlines; due ones collected here. */
export function ContractBills({ kind }: { kind: TAgentContractKind }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [side, setSide] = useState<(typeof SIDES)[number]>("mine");
  const [period, setPeriod] = useState(FIRST_AGENT_PERIOD);
  const [page, setPage] = useState(1);
  const range = agentPeriodQuery(period);
  const bills = useApiQuery(
    "contractBills",
    range ? { ...range, kind, side, page, pageSize: PAGE_SIZE } : undefined,
    { enabled: range !== null, placeholderData: keepPreviousData },
  );
  const data = bills.data;
  const labels = {
    period: t("agc_bill_period"),
    party: t(side === "mine" ? "agc_bill_payer" : "agc_bill_payee"),
    validBet: t("agc_total_valid_bets"),
    rate: t("agc_tier_rate"),
    gross: t("agc_bill_gross"),
    net: t("agc_bill_net"),
    paid: t("agc_bill_paid"),
    state: t("record_status"),
  };
  const time = (ms: number) => formatZonedDateTime(new Date(ms), timeZone).slice(0, 16);

  return (
    <div className={centre.card} data-testid="contract-bills">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle}>{t("agc_bills_title")}</h4>
        {(kind === "daily_wage" || kind === "dividend") && <CollectButton kind={kind} />}
      </div>
      <fieldset className={`${centre.group} ${centre.chips}`} aria-label={t("agc_bills_side")}>
        {SIDES.map((option) => (
          <button
            key={option}
            type="button"
            className={centre.chip}
            aria-pressed={side === option}
            data-testid={`bills-side-${option}`}
            onClick={() => {
              setSide(option);
              setPage(1);
            }}
          >
            {t(`agc_bills_side_${option}`)}
          </button>
        ))}
      </fieldset>
      <AgentPeriodFilter
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      {bills.isError && <QueryProblem error={bills.error} onRetry={() => void bills.refetch()} />}
      {bills.isPending && range !== null && <Loader />}
      {data &&
        (data.rows.length === 0 ? (
          <EmptyState title={t("agc_bills_empty")} />
        ) : (
          <>
            <p className={centre.muted}>
              {t("agc_bills_totals", {
                gross: figures.withSymbol(data.totalGross),
                paid: figures.withSymbol(data.totalPaid),
              })}
            </p>
            <div className={table.wrap}>
              <table className={table.stacks} data-testid="bill-table">
                <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
                <tbody>
                  {data.rows.map((bill) => (
                    <tr key={bill.id} data-testid="bill-row">
                      <td data-label={labels.period} className={table.num}>
                        {time(bill.periodStart)} – {time(bill.periodEnd)}
                      </td>
                      <td data-label={labels.party}>
                        <bdi>{side === "mine" ? (bill.payer ?? t("agc_platform")) : bill.payee}</bdi>
                      </td>
                      <MoneyCell label={labels.validBet} minor={bill.teamValidBet} />
                      <td data-label={labels.rate} className={`${table.end} ${table.num}`}>
                        {bill.tier === null ? "—" : figures.rate(bill.rateBp)}
                      </td>
                      <MoneyCell label={labels.gross} minor={bill.grossAmount} />
                      <MoneyCell label={labels.net} minor={bill.netAmount} />
                      <MoneyCell label={labels.paid} minor={bill.paidAmount} />
                      <td data-label={labels.state}>
                        <StatusBadge tone={TONES[bill.state]} text={t(`agc_bill_state_${bill.state}`)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="bills-pager" />
          </>
        ))}
    </div>
  );
}
