import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { resultText } from "../book/result-text.ts";
import {
  MEMBER_FIELDS,
  MONEY_FIELDS,
  SUMMARY_FIELD_KEYS,
  SUMMARY_VALUE_KEYS,
} from "./approval-vocabulary.ts";
import styles from "./approvals-page.module.css";

function showValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Known fields first, in the vocabulary's order; anything else after, as recorded. */
function orderedFields(summary: Record<string, unknown>): [string, unknown][] {
  const known = Object.keys(SUMMARY_FIELD_KEYS);
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length);
  return Object.entries(summary)
    .filter(([field]) => !MEMBER_FIELDS.has(field))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * What a request would do, readably: the member (linked), amounts as money, the money and
 * operator kinds' words translated (yes/no for a flag), a withdrawal's order number linked to the withdrawal queue; any other field
 * as recorded.
 */
export function ApprovalSummary(props: { kind: string; summary: Record<string, unknown> }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { summary } = props;
  const memberId = typeof summary.memberId === "number" ? summary.memberId : null;
  const username = typeof summary.username === "string" ? summary.username : null;

  const readable = (field: string, value: unknown): ReactNode => {
    if (MONEY_FIELDS.has(field) && typeof value === "number") return formatMinor(value);
    if (field === "orderNo" && props.kind === "withdrawal.approve" && typeof value === "string")
      return <Link to={`/payments/withdrawals?q=${encodeURIComponent(value)}&preset=last30`}>{value}</Link>;
    if (field === "result" && props.kind === "book.result") {
      const [home = "home", away = null] = String(summary.event ?? "").split(" v ");
      return resultText(value, { home, away }, t);
    }
    if (typeof value === "boolean") return t(value ? "bo_approvals_yes" : "bo_approvals_no");
    const wordKey = typeof value === "string" ? SUMMARY_VALUE_KEYS[value] : undefined;
    return wordKey ? t(wordKey) : showValue(value);
  };

  return (
    <dl className={styles.summary}>
      {(memberId !== null || username !== null) && (
        <div>
          <dt>{t("bo_approvals_field_member")}:</dt>
          <dd>
            {memberId === null ? (
              username
            ) : (
              <Link to={`/members/${memberId}`}>{username ?? `#${memberId}`}</Link>
            )}
          </dd>
        </div>
      )}
      {orderedFields(summary).map(([field, value]) => {
        const labelKey = SUMMARY_FIELD_KEYS[field];
        return (
          <div key={field}>
            <dt>{labelKey ? t(labelKey) : field}:</dt>
            <dd className={MONEY_FIELDS.has(field) || field === "orderNo" ? "mono" : undefined}>
              {readable(field, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
