import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { RaffleDialog } from "./raffle-dialog.tsx";
import { rafflesNewestFirst } from "./raffle-draft.ts";
import styles from "./raffles.module.css";
import { RafflesTable } from "./raffles-table.tsx";

/** How often the states (upcoming, open, closed) are worked out again while the screen is open. */
const STATE_TICK_MS = 30_000;

/**
 * The merchant's red-envelope raffles, newest first, with packets taken and paid. Finance
 * (bonus.grant) makes new ones; a raffle cannot be changed once made, as its pool is split then.
 */
export function RafflesPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canCreate = useCan("bonus.grant");
  const [isCreating, setIsCreating] = useState(false);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), STATE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const query = useConsoleQuery("boRaffles");

  return (
    <>
      <PageHeader title={t("bo_raffles_nav")}>
        {canCreate && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setIsCreating(true)}
            data-testid="raffle-new"
          >
            {t("bo_raffles_new")}
          </button>
        )}
      </PageHeader>
      <QueryState query={query}>
        {(raffles) => (
          <div className="stack">
            <p className="muted" data-testid="raffles-total">
              {t("bo_raffles_found", { total: formatNumber(raffles.length) })}
            </p>
            {!canCreate && <p className={styles.note}>{t("bo_raffles_read_only")}</p>}
            {raffles.length === 0 ? (
              <ResultsNotice textKey="bo_raffles_none" />
            ) : (
              <RafflesTable rows={rafflesNewestFirst(raffles)} now={now} />
            )}
          </div>
        )}
      </QueryState>
      {isCreating && <RaffleDialog onClose={() => setIsCreating(false)} />}
    </>
  );
}
