import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";

/** The append-only record of console actions and refusals: who, what, before/after, from where. */
export function AuditPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [draft, setDraft] = useState("");
  const [action, setAction] = useState<string | undefined>(undefined);
  const query = useConsoleQuery("boAudit", { limit: 200, action });

  function filter(event: FormEvent) {
    event.preventDefault();
    setAction(draft.trim() || undefined);
  }

  return (
    <>
      <PageHeader title={t("bo_nav_audit")}>
        <form className="row" onSubmit={filter}>
          <input
            className="input"
            placeholder={t("bo_audit_filter_placeholder")}
            aria-label={t("bo_audit_filter_placeholder")}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn">
            {t("bo_filter")}
          </button>
        </form>
      </PageHeader>
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">{t("bo_empty")}</p>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t("bo_time")}</th>
                    <th>{t("bo_operator")}</th>
                    <th>{t("bo_action")}</th>
                    <th>{t("bo_outcome")}</th>
                    <th>{t("bo_target")}</th>
                    <th>{t("bo_change")}</th>
                    <th>IP</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td className="mono">{formatDateTime(row.createdAt)}</td>
                      <td>{row.operator ?? "—"}</td>
                      <td className="mono">{row.action}</td>
                      <td>
                        <span className={row.outcome === "ok" ? "badge badge-ok" : "badge badge-bad"}>
                          {t(`bo_outcome_${row.outcome}`)}
                        </span>
                      </td>
                      <td className="mono">
                        {row.targetType ? `${row.targetType} ${row.targetId ?? ""}` : "—"}
                      </td>
                      <td className="mono">
                        <AuditChange before={row.before} after={row.after} />
                      </td>
                      <td className="mono">{row.ip}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </>
  );
}

function AuditChange(props: { before: unknown; after: unknown }) {
  const show = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));
  return (
    <>
      <div className="muted">{show(props.before)}</div>
      <div>→ {show(props.after)}</div>
    </>
  );
}
