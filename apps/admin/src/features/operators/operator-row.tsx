import { OPERATOR_ROLES, type TOperatorRole } from "@orchid/contract/backoffice";
import type { TBoOperatorRow } from "@orchid/contract/backoffice-operators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { operatorChangeToast } from "./operator-change-toast.ts";
import { OperatorPasswordForm } from "./operator-password-form.tsx";
import styles from "./operators-page.module.css";

const COLUMNS = 8;

/**
 * One operator: role (select), status, authenticator and password. An operator cannot change
 * their own role or status or reset their own authenticator (the server refuses it too). A role
 * raise and another operator's authenticator or password wait for a second owner's approval.
 */
export function OperatorRow({ row }: { row: TBoOperatorRow }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const me = useConsoleStore((state) => state.operator);
  const [isSettingPassword, setIsSettingPassword] = useState(false);
  const change = useConsoleChange("boUpdateOperator", {
    refresh: ["boOperators", "boApprovals"],
    successKey: operatorChangeToast("bo_saved"),
  });
  const isSelf = me?.id === row.id;
  const isActive = row.status === "active";
  const locksSelf = isSelf || change.isPending;
  const passwordFormId = `operator-${row.id}-password`;

  return (
    <>
      <tr data-testid="operator-row">
        <th scope="row" className={styles.rowHead}>
          <div className="mono">{row.username}</div>
          {isSelf && <span className="badge">{t("bo_operators_you")}</span>}
        </th>
        <td>{row.displayName}</td>
        <td>
          <select
            className={`select ${styles.roleSelect}`}
            value={row.role}
            aria-label={t("bo_operators_role_of", { name: row.username })}
            disabled={locksSelf}
            onChange={(event) => change.run({ id: row.id, role: event.target.value as TOperatorRole })}
          >
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`bo_role_${role}`)}
              </option>
            ))}
          </select>
        </td>
        <td>
          <div className={styles.cellStack}>
            <span className={isActive ? "badge badge-ok" : "badge badge-bad"}>
              {t(isActive ? "bo_operators_active" : "bo_operators_disabled")}
            </span>
            {isActive ? (
              <ConfirmButton
                className="btn btn-small btn-danger"
                disabled={locksSelf}
                onConfirm={() => change.run({ id: row.id, status: "disabled" })}
              >
                {t("bo_operators_disable")}
              </ConfirmButton>
            ) : (
              <button
                type="button"
                className="btn btn-small"
                disabled={locksSelf}
                onClick={() => change.run({ id: row.id, status: "active" })}
              >
                {t("bo_operators_enable")}
              </button>
            )}
          </div>
        </td>
        <td>
          <span className={row.totpEnrolled ? "badge badge-ok" : "badge badge-warn"}>
            {t(row.totpEnrolled ? "bo_operators_totp_yes" : "bo_operators_totp_no")}
          </span>
        </td>
        <td className="mono">{formatDateTime(row.lastLoginAt)}</td>
        <td>
          {row.merchantCode === null ? (
            <span className="badge">{t("bo_operators_platform")}</span>
          ) : (
            <span className="mono">{row.merchantCode}</span>
          )}
        </td>
        <td>
          <div className={styles.rowActions}>
            <ConfirmButton
              className="btn btn-small btn-danger"
              disabled={locksSelf || !row.totpEnrolled}
              onConfirm={() => change.run({ id: row.id, resetTotp: true })}
            >
              {t("bo_operators_reset_totp")}
            </ConfirmButton>
            <button
              type="button"
              className="btn btn-small"
              aria-expanded={isSettingPassword}
              aria-controls={passwordFormId}
              onClick={() => setIsSettingPassword(!isSettingPassword)}
            >
              {t("bo_operators_set_password")}
            </button>
          </div>
        </td>
      </tr>
      {isSettingPassword && (
        <tr className={styles.detail} id={passwordFormId}>
          <td colSpan={COLUMNS}>
            <OperatorPasswordForm
              id={row.id}
              username={row.username}
              onDone={() => setIsSettingPassword(false)}
            />
          </td>
        </tr>
      )}
    </>
  );
}
