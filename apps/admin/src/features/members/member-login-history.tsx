import type { TBoLoginHistoryRow } from "@orchid/contract/backoffice-members";
import { useTranslation } from "react-i18next";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { useMemberNames } from "./member-vocabulary.ts";
import styles from "./members.module.css";

/** The member's newest sign-in events: logins, failures, second factors, password changes. */
export function MemberLoginHistory(props: { rows: TBoLoginHistoryRow[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { eventName } = useMemberNames();
  return (
    <section className="stack" aria-labelledby="member-history">
      <h2 id="member-history" className={styles.heading}>
        {t("bo_member_login_history")}
      </h2>
      {props.rows.length === 0 ? (
        <p className={`muted ${styles.flat}`}>{t("bo_member_no_history")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{t("bo_time")}</th>
                <th>{t("bo_member_event")}</th>
                <th>{t("bo_outcome")}</th>
                <th>IP</th>
                <th>{t("bo_member_user_agent")}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row, index) => (
                // Events have no id of their own; the list is replaced as a whole.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td className={`mono ${styles.nowrap}`}>{formatDateTime(row.createdAt)}</td>
                  <td>{eventName(row.event)}</td>
                  <td>
                    <span className={row.outcome === "ok" ? "badge badge-ok" : "badge badge-bad"}>
                      {row.outcome === "ok" ? t("bo_outcome_ok") : t("bo_member_outcome_failed")}
                    </span>
                  </td>
                  <td className="mono">{row.ip}</td>
                  <td className={`mono ${styles.userAgent}`} title={row.userAgent}>
                    {row.userAgent || "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
