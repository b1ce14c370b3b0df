import { zodResolver } from "@hookform/resolvers/zod";
import type { TBonusReward, TBonusWagering } from "@orchid/contract/bonus";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { newIdempotencyKey } from "../../money/idempotency-key.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { ApprovalSentNotice } from "./approval-sent-notice.tsx";
import styles from "./bonus.module.css";
import { paysBonusMoney } from "./campaign-rules.ts";
import { moneyInput } from "./form-inputs.ts";
import {
  EMPTY_MANUAL_GRANT,
  manualGrantDoneText,
  manualGrantRequestFor,
  manualGrantToast,
  type TManualGrantDraft,
  type TManualGrantInput,
  type TManualGrantOutcome,
  ZManualGrantDraft,
} from "./grant-drafts.ts";
import { useRewardSummary } from "./use-reward-summary.ts";

/** A manual campaign to choose, with what it gives. */
type TChoice = {
  value: string;
  label: string;
  reward: TBonusReward;
  wagering: TBonusWagering;
  gameName: string | null;
};

/**
 * Grants a running manual campaign's reward to a member: bonus money (the campaign's amount or
 * the one typed), or the points or free spins the campaign names (no amount to type). Every
 * submit carries a fresh idempotency key, so a repeated request grants nothing twice. At or above
 * the merchant's four-eyes amount nothing is granted yet: the request waits for a second operator
 * in Approvals, and the form says so.
 */
export function ManualGrantForm(props: { campaigns: TChoice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const summary = useRewardSummary();
  const [outcome, setOutcome] = useState<{ value: TManualGrantOutcome; username: string } | null>(null);
  const form = useForm<TManualGrantDraft, unknown, TManualGrantInput>({
    defaultValues: { ...EMPTY_MANUAL_GRANT, campaignId: props.campaigns[0]?.value ?? "" },
    resolver: zodResolver(ZManualGrantDraft),
  });
  const campaignId = useWatch({ control: form.control, name: "campaignId" });
  const chosen = props.campaigns.find((choice) => choice.value === campaignId);
  const takesAmount = chosen === undefined || paysBonusMoney(chosen.reward.kind);
  const sentFor = useRef("");
  const grant = useConsoleChange("boManualGrant", {
    refresh: ["boGrants", "boCampaigns", "boCampaignResults", "boApprovals"],
    successKey: manualGrantToast,
    onSuccess: (value) => {
      setOutcome({ value, username: sentFor.current });
      form.reset({ ...form.getValues(), username: "", amount: "" });
    },
  });
  const errors = { ...flattenErrors(form.formState.errors), ...grant.fieldErrors };
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const done = outcome
    ? manualGrantDoneText(outcome.value, outcome.username, { money: formatMinor, count: formatNumber })
    : null;

  function submit(input: TManualGrantInput) {
    setOutcome(null);
    sentFor.current = input.username;
    grant.run({ ...manualGrantRequestFor(input, chosen?.reward.kind), idempotencyKey: newIdempotencyKey() });
  }

  /** A campaign that gives points or free spins takes no amount: what was typed for another goes. */
  function fitAmount(nextId: string) {
    const next = props.campaigns.find((choice) => choice.value === nextId);
    if (next && !paysBonusMoney(next.reward.kind)) form.setValue("amount", "");
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
      {outcome?.value.approvalId != null && (
        <ApprovalSentNotice
          text={t("bo_bonus_grant_sent_for_approval", { id: outcome.value.approvalId })}
          onDismiss={() => setOutcome(null)}
          testId="bonus-manual-grant-filed"
        />
      )}
      {done && (
        <p className={`notice-ok ${styles.flat}`} role="status" data-testid="bonus-manual-grant-done">
          {t(done.key, done.values)}
        </p>
      )}
      {props.campaigns.length === 0 ? (
        <p className="alert">{t("bo_bonus_no_manual_campaigns")}</p>
      ) : (
        <div className={styles.fields}>
          <Field
            label={t("bo_bonus_col_campaign")}
            hint={chosen ? summary(chosen.reward, chosen.wagering, chosen.gameName) : undefined}
            errorKey={errors.campaignId}
          >
            <select
              className="select"
              aria-invalid={Boolean(errors.campaignId)}
              {...form.register("campaignId", { onChange: (event) => fitAmount(event.target.value) })}
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
          {takesAmount ? (
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
          ) : (
            <p className={styles.note} data-testid="bonus-manual-no-amount">
              {chosen?.reward.kind === "points"
                ? t("bo_bonus_manual_points_note")
                : t("bo_bonus_manual_spins_note")}
            </p>
          )}
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
