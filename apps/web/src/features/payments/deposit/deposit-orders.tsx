import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import table from "../../member-centre/centre-table.module.css";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { DEPOSIT_TONES } from "../status-labels.ts";
import { useDeposits } from "../use-deposits.ts";

/** The member's recent deposit orders with their status badges. */
export function DepositOrders() {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page);
  const labels = {
    time: t("record_time"),
    orderNo: t("order_no"),
    channel: t("deposit_channel"),
    amount: t("field_amount"),
    fee: t("deposit_fee_label"),
    status: t("record_status"),
  };
  return (
    <section className={centre.page} aria-labelledby="deposit-orders-title">
      <h4 className={centre.cardTitle} id="deposit-orders-title">
        {t("deposit_orders")}
      </h4>
      {deposits.isError && <QueryProblem error={deposits.error} onRetry={() => void deposits.refetch()} />}
      {deposits.isPending && <Loader />}
      {deposits.data?.rows.length === 0 && <EmptyState title={t("deposit_orders_empty")} />}
      {deposits.data && deposits.data.rows.length > 0 && (
        <div className={table.wrap}>
          <table className={table.stacks} data-testid="deposit-orders">
            <thead>
              <tr>
                <th scope="col">{labels.time}</th>
                <th scope="col">{labels.orderNo}</th>
                <th scope="col">{labels.channel}</th>
                <th scope="col" className={table.end}>
                  {labels.amount}
                </th>
                <th scope="col" className={table.end}>
                  {labels.fee}
                </th>
                <th scope="col">{labels.status}</th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.rows.map((order) => (
                <tr key={order.id} data-testid={`deposit-row-${order.id}`}>
                  <td data-label={labels.time} className={table.num}>
                    {formatZonedDateTime(new Date(order.createdAt), timeZone)}
                  </td>
                  <td data-label={labels.orderNo}>{order.orderNo}</td>
                  <td data-label={labels.channel}>
                    <bdi>{order.channelName}</bdi>
                  </td>
                  <td data-label={labels.amount} className={`${table.end} ${table.num}`}>
                    {money.plain(order.amount)}
                  </td>
                  <td data-label={labels.fee} className={`${table.end} ${table.num}`}>
                    {money.plain(order.fee)}
                  </td>
                  <td data-label={labels.status}>
                    <StatusBadge
                      tone={DEPOSIT_TONES[order.status]}
                      text={t(`deposit_status_${order.status}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deposits.data && (
        <Pager page={deposits.data.page} totalPages={deposits.data.totalPages} onPage={setPage} />
      )}
    </section>
  );
}
