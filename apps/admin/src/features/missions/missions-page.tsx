import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { MissionDialog } from "./mission-dialog.tsx";
import { missionsInOrder, type TConsoleMissionValue } from "./mission-draft.ts";
import styles from "./missions.module.css";
import { MissionsTable } from "./missions-table.tsx";

/** What the dialog is open for: a new mission, or one of the list. */
type TEditing = { mission: TConsoleMissionValue | null };

/**
 * The merchant's missions: each one's period, goal and reward, switched on or not, with how often
 * it was done and its rewards claimed. Operators who shape bonuses (bonus.write) add and change them.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canWrite = useCan("bonus.write");
  const [editing, setEditing] = useState<TEditing | null>(null);
  const query = useConsoleQuery("boMissions");

  return (
    <>
      <PageHeader title={t("bo_missions_nav")}>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ mission: null })}
            data-testid="mission-new"
          >
            {t("bo_missions_new")}
          </button>
        )}
      </PageHeader>
      <QueryState query={query}>
        {(missions) => (
          <div className="stack">
            <p className="muted" data-testid="missions-total">
              {t("bo_missions_found", { total: formatNumber(missions.length) })}
            </p>
            {!canWrite && <p className={styles.note}>{t("bo_missions_read_only")}</p>}
            {missions.length === 0 ? (
              <ResultsNotice textKey="bo_missions_none" />
            ) : (
              <MissionsTable
                rows={missionsInOrder(missions)}
                canWrite={canWrite}
                onEdit={(mission) => setEditing({ mission })}
              />
            )}
          </div>
        )}
      </QueryState>
      {editing && (
        <MissionDialog
          key={editing.mission?.id ?? "new"}
          mission={editing.mission}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
