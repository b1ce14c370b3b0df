import type { TDownlineRow } from "@orchid/contract/agent";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { UsernameSearch } from "../reports/username-search.tsx";
import { DownlineBreadcrumb } from "./downline-breadcrumb.tsx";
import { DownlineTable } from "./downline-table.tsx";
import { DownlineTransferDialog } from "./downline-transfer-dialog.tsx";

const PAGE_SIZE = 20;

/**
 * Downline management: the agent's direct downlines, a member's own downlines once its name is
 * clicked (the breadcrumb leads back up), or a search of the whole team; a transfer per row.
 */
export function DownlinePage() {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TDownlineRow | null>(null);
  const downlines = useApiQuery(
    "downlines",
    { parent, search: search || undefined, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const data = downlines.data;

  function open(next?: string) {
    setParent(next);
    setSearch("");
    setPage(1);
  }

  function handleSearch(text: string) {
    setSearch(text);
    setParent(undefined);
    setPage(1);
  }

  return (
    <div className={centre.page} data-testid="downline-management">
      <div className={centre.card}>
        <UsernameSearch value={search} onSearch={handleSearch} testId="downline-search" />
        {data && data.path.length > 0 && !search && <DownlineBreadcrumb path={data.path} onOpen={open} />}
      </div>
      {downlines.isError && <QueryProblem error={downlines.error} onRetry={() => void downlines.refetch()} />}
      {downlines.isPending && <Loader />}
      {data &&
        (data.rows.length === 0 ? (
          <EmptyState title={t("agc_downlines_empty")} text={t("agc_downlines_empty_text")} />
        ) : (
          <>
            <DownlineTable rows={data.rows} onOpen={open} onTransfer={setTransferTo} />
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="downline-pager" />
          </>
        ))}
      {transferTo && (
        <DownlineTransferDialog downline={transferTo.username} onClose={() => setTransferTo(null)} />
      )}
    </div>
  );
}
