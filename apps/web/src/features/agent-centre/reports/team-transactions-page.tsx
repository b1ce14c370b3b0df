import { TEAM_TRANSACTION_TYPES, type TTeamTransactionPage } from "@orchid/contract/agent";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import table from "../../member-centre/centre-table.module.css";
import { MoneyCell } from "../../records/money-cell.tsx";
import { RecordKindSelect, type TRecordKinds } from "../../records/record-kind-select.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { ReportShell } from "./report-shell.tsx";

type TTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

const TYPE_KINDS: TRecordKinds<TTransactionType> = {
  labelKey: "record_type",
  allKey: "record_type_all",
  kinds: TEAM_TRANSACTION_TYPES,
  kindKey: (type) => `agc_tx_${type}`,
  testId: "team-transaction-type",
};
const END_COLUMNS = ["amount"] as const;

function TeamTransactionTable({ rows }: { rows: TTeamTransactionPage["rows"] }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const labels = {
    time: t("record_time"),
    username: t("field_username"),
    type: t("record_type"),
    amount: t("field_amount"),
    memo: t("agc_tx_memo"),
  };
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="team-transaction-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="team-transaction-row">
              <td data-label={labels.time} className={table.num}>
                {formatZonedDateTime(new Date(row.createdAt), timeZone)}
              </td>
              <td data-label={labels.username}>
                <bdi>{row.username}</bdi>
              </td>
              <td data-label={labels.type}>{t(`agc_tx_${row.type}`)}</td>
              <MoneyCell label={labels.amount} minor={row.amount} isSigned />
              <td data-label={labels.memo}>{row.memo || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Downline transaction details: the team's account lines of a period, by type and member. */
export function TeamTransactionsPage() {
  const [type, setType] = useState<TTransactionType | "">("");
  return (
    <ReportShell
      testId="team-transactions"
      call="teamTransactions"
      toQuery={({ username, ...rest }) => ({
        ...rest,
        username: username || undefined,
        type: type || undefined,
      })}
      filters={(goFirst) => (
        <RecordKindSelect
          kinds={TYPE_KINDS}
          value={type}
          onChange={(next) => {
            setType(next);
            goFirst();
          }}
        />
      )}
    >
      {(page) => <TeamTransactionTable rows={page.rows} />}
    </ReportShell>
  );
}
