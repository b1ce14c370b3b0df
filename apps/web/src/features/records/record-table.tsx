import type { TRecordRow } from "@orchid/contract/wallet";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import table from "../member-centre/centre-table.module.css";
import { StatusBadge, type TBadgeTone } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { RecordsTableHead } from "./records-table-head.tsx";

const STATUS_TONES: Record<TRecordRow["status"], TBadgeTone> = {
  posted: "good",
  held: "wait",
  released: "neutral",
};
const END_COLUMNS = ["amount", "balance"] as const;

/** The account record lines: merchant-zone time, type, signed coloured amount, balance after, status, reference. */
export function RecordTable({ rows }: { rows: TRecordRow[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const labels = {
    time: t("record_time"),
    type: t("record_type"),
    amount: t("field_amount"),
    balance: t("record_balance_after"),
    status: t("record_status"),
    reference: t("record_reference"),
  };
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="record-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="record-row">
              <td data-label={labels.time} className={table.num}>
                {formatZonedDateTime(new Date(row.createdAt), timeZone)}
              </td>
              <td data-label={labels.type}>{t(`record_type_${row.type}`)}</td>
              <td
                data-label={labels.amount}
                className={`${table.end} ${table.num} ${row.amount < 0 ? centre.negative : centre.positive}`}
              >
                {money.signed(row.amount)}
              </td>
              <td data-label={labels.balance} className={`${table.end} ${table.num}`}>
                {row.balanceAfter === null ? "—" : money.plain(row.balanceAfter)}
              </td>
              <td data-label={labels.status}>
                <StatusBadge tone={STATUS_TONES[row.status]} text={t(`record_status_${row.status}`)} />
              </td>
              <td data-label={labels.reference}>{row.reference ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
