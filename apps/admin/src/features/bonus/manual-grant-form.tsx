import { zodResolver } from "@hookform/resolvers/zod";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { newIdempotencyKey } from "../../money/idempotency-key.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { ApprovalSentNotice } from "./approval-sent-notice.tsx";
import styles from "./bonus.module.css";
import { moneyInput } from "./form-inputs.ts";
import {
  EMPTY_MANUAL_GRANT,
  type TManualGrantDraft,
  type TManualGrantInput,
  ZManualGrantDraft,
} from "./grant-drafts.ts";

type TOutcome = TValueOf<"boManualGrant">;
type TChoice = { value: string; label: string };

/**
 * Grants a running manual campaign's bonus to a member, the campaign's amount or the one typed.
 * Every submit carries a fresh idempotency key, so a repeated request grants nothing twice. At or
 * above the merchant's four-eyes amount nothing is granted yet: the request waits for a second
 * operator in Approvals, and the form says so.
 */
export function ManualGrantForm(props: { campaigns: TChoice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const form = useForm<TManualGrantDraft, unknown, TManualGrantInput>({
    defaultValues: { ...EMPTY_MANUAL_GRANT, campaignId: props.campaigns[0]?.value ?? "" },
    resolver: zodResolver(ZManualGrantDraft),
  });
  const grant = useConsoleChange("boManualGrant", {
    refresh: ["boGrants", "boCampaigns", "boCampaignResults", "boApprovals"],
    successKey: (value) =>
      value.approvalId === null
        ? { key: "bo_bonus_granted_toast" }
        : { key: "bo_bonus_sent_for_approval_toast", values: { id: value.approvalId } },
    onSuccess: (value) => {
      setOutcome(value);
      form.reset({ ...form.getValues(), username: "", amount: "" });
    },
  });
  const errors = { ...flattenErrors(form.formState.errors), ...grant.fieldErrors };
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  function submit(input: TManualGrantInput) {
    setOutcome(null);
    grant.run({ ...input, idempotencyKey: newIdempotencyKey() });
  }

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      data-testid="bonus-manual-grant"
    >
      <h2 ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {t("bo_bonus_manual_grant")}
      </h2>
      <p className={styles.note}>{t("bo_bonus_manual_hint")}</p>
      {outcome?.approvalId != null && (
        <ApprovalSentNotice
          text={t("bo_bonus_grant_sent_for_approval", { id: outcome.approvalId })}
          onDismiss={() => setOutcome(null)}
          testId="bonus-manual-grant-filed"
        />
      )}
      {outcome?.grant && outcome.approvalId === null && (
        <p className={`notice-ok ${styles.flat}`} role="status" data-testid="bonus-manual-grant-done">
          {t("bo_bonus_granted_to", {
            amount: formatMinor(outcome.grant.bonus),
            username: outcome.grant.username,
            id: outcome.grant.id,
          })}
        </p>
      )}
      {props.campaigns.length === 0 ? (
        <p className="alert">{t("bo_bonus_no_manual_campaigns")}</p>
      ) : (
        <div className={styles.fields}>
          <Field label={t("bo_bonus_col_campaign")} errorKey={errors.campaignId}>
            <select
              className="select"
              aria-invalid={Boolean(errors.campaignId)}
              {...form.register("campaignId")}
              data-testid="bonus-manual-campaign"
            >
              {props.campaigns.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("bo_member")} errorKey={errors.username}>
            <input
              className="input"
              autoComplete="off"
              maxLength={64}
              placeholder={t("bo_username")}
              aria-invalid={Boolean(errors.username)}
              {...form.register("username")}
              data-testid="bonus-manual-username"
            />
          </Field>
          <Field
            label={t("bo_bonus_amount")}
            hint={t("bo_bonus_manual_amount_hint")}
            errorKey={errors.amount}
          >
            <input
              {...moneyInput(errors.amount, "bonus-manual-amount")}
              placeholder={t("bo_bonus_campaign_amount")}
              {...form.register("amount")}
            />
          </Field>
        </div>
      )}
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={grant.isPending || props.campaigns.length === 0}
          data-testid="bonus-manual-submit"
        >
          {t("bo_bonus_grant_submit")}
        </button>
        <button type="button" className="btn" onClick={props.onClose}>
          {t("bo_close")}
        </button>
      </div>
      <small className="field-hint">{t("bo_bonus_four_eyes_hint")}</small>
    </form>
  );
}
