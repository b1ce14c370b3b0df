import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { LedgerTable } from "./ledger-table.tsx";
import styles from "./wallet.module.css";
import { WalletBalances } from "./wallet-balances.tsx";

/** One member's wallets, held amount and every ledger line, 20 a page (`?memberId=&page=`). */
export function LedgerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get("memberId"));
  const isValidId = Number.isInteger(memberId) && memberId > 0;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const query = useConsoleQuery("boMemberLedger", { memberId, page, pageSize: 20 }, isValidId);

  return (
    <>
      <PageHeader
        title={
          query.data ? t("bo_ledger_title_named", { username: query.data.username }) : t("bo_ledger_title")
        }
      >
        {isValidId && (
          <Link to={`/members/${memberId}`} className={`btn ${styles.linkButton}`}>
            {t("bo_ledger_back_to_member")}
          </Link>
        )}
      </PageHeader>
      {!isValidId ? (
        <p className="alert">{t("bo_member_not_found")}</p>
      ) : (
        <QueryState query={query}>
          {(ledger) => (
            <div className="stack">
              <section className="card" aria-label={t("bo_wallet_title")}>
                <WalletBalances ledger={ledger} />
              </section>
              {ledger.rows.length === 0 ? (
                <p className="muted">{t("bo_ledger_empty")}</p>
              ) : (
                <LedgerTable rows={ledger.rows} />
              )}
              <Pager
                page={ledger.page}
                totalPages={ledger.totalPages}
                onPage={(next) =>
                  setParams({ memberId: String(memberId), ...(next > 1 ? { page: String(next) } : {}) })
                }
              />
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
