import { RECORD_TYPES, type TRecordType } from "@orchid/contract/wallet";
import type { TRecordKinds } from "./record-kind-select.tsx";
import { RecordTable } from "./record-table.tsx";
import { RecordsPageShell } from "./records-page-shell.tsx";

const RECORD_KINDS: TRecordKinds<TRecordType> = {
  labelKey: "record_type",
  allKey: "record_type_all",
  kinds: RECORD_TYPES,
  kindKey: (type) => `record_type_${type}`,
  testId: "record-type",
};

/** Account record (transactionHistory): every wallet line of a period, by type, paged. */
export function TransactionHistoryPage() {
  return (
    <RecordsPageShell
      testId="transaction-history"
      kinds={RECORD_KINDS}
      toQuery={({ kind, ...paging }) => ({ ...paging, type: kind })}
      call="walletRecords"
      empty={{ titleKey: "records_empty", textKey: "records_empty_text" }}
      pagerTestId="records-pager"
    >
      {(page) => <RecordTable rows={page.rows} />}
    </RecordsPageShell>
  );
}
