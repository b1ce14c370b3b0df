import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { CreateOperatorForm } from "./create-operator-form.tsx";
import { OperatorRow } from "./operator-row.tsx";
import { PendingOperatorChanges } from "./pending-operator-changes.tsx";

/**
 * Who may use the console for this merchant: add operators, change roles, disable, reset; the
 * four-eyes changes wait (listed as awaiting approval) until a second owner approves them.
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boOperators");
  return (
    <>
      <PageHeader title={t("bo_nav_operators")} />
      <div className="stack">
        <QueryState query={query}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="muted">{t("bo_empty")}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("bo_username")}</th>
                      <th scope="col">{t("bo_operators_display_name")}</th>
                      <th scope="col">{t("bo_operators_role")}</th>
                      <th scope="col">{t("bo_operators_status")}</th>
                      <th scope="col">{t("bo_operators_authenticator")}</th>
                      <th scope="col">{t("bo_operators_last_login")}</th>
                      <th scope="col">{t("bo_merchant")}</th>
                      <th scope="col">{t("bo_action")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <OperatorRow key={row.id} row={row} />
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
        <PendingOperatorChanges />
        <CreateOperatorForm />
      </div>
    </>
  );
}
