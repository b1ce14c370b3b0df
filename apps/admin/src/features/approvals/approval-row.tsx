import type { TApprovalStatus, TBoApproval } from "@orchid/contract/backoffice-operators";
import { errorKey, isErrorCode } from "@orchid/contract/error-codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ApprovalSummary } from "./approval-summary.tsx";
import { APPROVAL_KIND_KEYS } from "./approval-vocabulary.ts";
import styles from "./approvals-page.module.css";

/** The two answers an approver can give, in button order. */
const DECISIONS = [
  { decision: "approve", className: "btn-primary", labelKey: "bo_approvals_approve" },
  { decision: "reject", className: "btn-danger", labelKey: "bo_approvals_reject" },
] as const;

const STATUS_BADGE: Record<TApprovalStatus, string> = {
  pending: "badge badge-warn",
  approved: "badge badge-ok",
  rejected: "badge",
  failed: "badge badge-bad",
};

/** One request: what it does, who asked, and (while pending) approve or reject with a note. */
export function ApprovalRow({ approval }: { approval: TBoApproval }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatMinor = useFormatMinor();
  const operator = useConsoleStore((state) => state.operator);
  const [note, setNote] = useState("");
  // An approved request runs at once: the money and operator screens it touched read again.
  const change = useConsoleChange("boDecideApproval", {
    refresh: ["boApprovals", "boWithdrawals", "boMemberLedger", "boDashboard", "boOperators"],
  });
  // The server refuses any decision by the requester (err_four_eyes); the console says so first.
  const isOwn = operator?.username === approval.requestedBy;
  const hintId = `approval-${approval.id}-own`;
  const kindKey = APPROVAL_KIND_KEYS[approval.kind];

  function decide(decision: "approve" | "reject") {
    change.run({ id: approval.id, decision, note: note.trim() || undefined });
  }

  return (
    <tr data-testid="approval-row">
      <td>
        <div className={styles.kind}>
          <span>{kindKey ? t(kindKey) : approval.kind}</span>
          {kindKey && <small className="mono muted">{approval.kind}</small>}
          <span className={STATUS_BADGE[approval.status]}>{t(`bo_approvals_filter_${approval.status}`)}</span>
        </div>
      </td>
      <td>
        <ApprovalSummary kind={approval.kind} summary={approval.summary} />
      </td>
      <td className={`mono ${styles.amount}`}>{formatMinor(approval.amountMinor)}</td>
      <td>
        <div>{approval.requestedBy}</div>
        <small className={`muted ${styles.nowrap}`}>{formatDateTime(approval.createdAt)}</small>
      </td>
      <td className={styles.note}>
        <div>{approval.requestNote || "—"}</div>
        {approval.decidedBy && (
          <div className={`muted ${styles.small}`}>
            {t("bo_approvals_decided_by", {
              name: approval.decidedBy,
              at: formatDateTime(approval.decidedAt),
            })}
            {approval.decisionNote ? `: ${approval.decisionNote}` : ""}
          </div>
        )}
        {approval.failure && (
          <div className={`field-error ${styles.small}`}>
            {isErrorCode(approval.failure) ? t(errorKey(approval.failure)) : approval.failure}
          </div>
        )}
      </td>
      <td>
        {approval.status === "pending" ? (
          <div className={styles.decision}>
            <input
              className="input"
              value={note}
              maxLength={500}
              placeholder={t("bo_approvals_note_placeholder")}
              aria-label={t("bo_approvals_note_for", { id: approval.id })}
              disabled={isOwn || change.isPending}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="row">
              {DECISIONS.map(({ decision, className, labelKey }) => (
                <button
                  key={decision}
                  type="button"
                  className={`btn btn-small ${className}`}
                  disabled={isOwn || change.isPending}
                  aria-describedby={isOwn ? hintId : undefined}
                  onClick={() => decide(decision)}
                >
                  {t(labelKey)}
                </button>
              ))}
            </div>
            {isOwn && (
              <small id={hintId} className="field-hint">
                {t("bo_approvals_own_hint")}
              </small>
            )}
          </div>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}
