import { zodResolver } from "@hookform/resolvers/zod";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime, useFormatNumber } from "../../i18n/use-format.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { wholeInput } from "../bonus/form-inputs.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import { useFormatCash } from "../points/use-format-cash.ts";
import {
  APPLICATION_REWARD_UNITS,
  DECISION_NOTE_MAX,
  decisionSchema,
  EMPTY_DECISION_DRAFT,
  rewardAfterUnitChange,
  rewardText,
  type TApplicationDecision,
  type TApplicationDecisionInput,
  type TApplicationRewardUnit,
  type TConsoleApplication,
  type TDecisionDraft,
} from "./application-decision.ts";
import { ApplicationImages } from "./application-images.tsx";
import styles from "./applications.module.css";
import { DECISION_KEYS, REWARD_FIELD_KEYS, REWARD_UNIT_KEYS } from "./applications-vocabulary.ts";

/**
 * Approves an application (with an optional reward in cash or points, which waits in the member's
 * reward centre) or rejects it, with an optional note the member sees. Pressed twice. An
 * application another operator decided meanwhile is refused; the list is read again and the
 * dialog closes.
 */
export function ApplicationDecisionDialog(props: {
  application: TConsoleApplication;
  decision: TApplicationDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const formatDateTime = useFormatDateTime();
  const { application, decision } = props;
  const isApproving = decision === "approve";
  const keys = DECISION_KEYS[decision];
  const resolver = useMemo(
    () => zodResolver(decisionSchema(application.id, decision)),
    [application.id, decision],
  );
  const form = useForm<TDecisionDraft, unknown, TApplicationDecisionInput>({
    defaultValues: EMPTY_DECISION_DRAFT,
    resolver,
  });
  const rewardUnit = useWatch({ control: form.control, name: "rewardUnit" });
  const decide = useConsoleChange("boDecideApplication", {
    refresh: ["boApplications"],
    successKey: (decided) => {
      if (decided.state === "rejected") return { key: "bo_applications_rejected_toast" };
      const reward = rewardText(decided, { cash: formatCash, count: formatNumber });
      return reward
        ? { key: "bo_applications_approved_reward_toast", values: { reward: t(reward.key, reward.values) } }
        : { key: "bo_applications_approved_toast" };
    },
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...decide.fieldErrors };

  const send = form.handleSubmit(async (input) => {
    try {
      await decide.runAsync(input);
    } catch (error) {
      // The toast has said why; an application decided meanwhile leaves the queue.
      if (errorKeyOf(error) === "err_order_state_changed") {
        await queryClient.invalidateQueries({ queryKey: ["boApplications"] });
        props.onClose();
      }
    }
  });

  const facts: [string, string][] = [
    [t("bo_applications_col_id"), `#${application.id}`],
    [t("bo_member"), application.username],
    [t("bo_applications_col_promotion"), application.title || `#${application.noticeId}`],
    [t("bo_applications_col_remark"), application.remark || "—"],
    [t("bo_created"), formatDateTime(application.createdAt)],
  ];
  const rewardField = REWARD_FIELD_KEYS[rewardUnit];

  return (
    <EditDialog
      title={t(keys.title, { id: application.id })}
      onClose={props.onClose}
      testId="application-decision-dialog"
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>{t("bo_applications_col_images")}</dt>
        <dd>
          <ApplicationImages urls={application.imageUrls} applicationId={application.id} />
        </dd>
      </dl>
      <p className={styles.note}>{t(keys.explained)}</p>
      {/* Only the twice-pressed button sends it: Enter does not. */}
      <form className="stack" noValidate onSubmit={(event) => event.preventDefault()}>
        {isApproving && (
          <fieldset className={styles.rewardFields}>
            <legend>{t("bo_applications_reward_section")}</legend>
            <Controller
              control={form.control}
              name="rewardUnit"
              render={({ field }) => (
                <Field label={t("bo_applications_reward_unit")}>
                  <select
                    className="select"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      const next = event.target.value as TApplicationRewardUnit;
                      form.setValue(
                        "reward",
                        rewardAfterUnitChange(form.getValues("reward"), field.value, next),
                      );
                      form.clearErrors("reward");
                      field.onChange(next);
                    }}
                    data-testid="application-reward-unit"
                  >
                    {APPLICATION_REWARD_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(REWARD_UNIT_KEYS[unit])}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="reward"
              render={({ field }) =>
                rewardUnit === "minor" ? (
                  <AmountField
                    label={t(rewardField.label)}
                    hint={t(rewardField.hint)}
                    value={field.value}
                    onChange={field.onChange}
                    errorKey={errors.reward}
                    testId="application-reward"
                  />
                ) : (
                  <Field label={t(rewardField.label)} hint={t(rewardField.hint)} errorKey={errors.reward}>
                    <input
                      {...wholeInput(errors.reward, "application-reward", 17)}
                      placeholder="0"
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.value)}
                    />
                  </Field>
                )
              }
            />
          </fieldset>
        )}
        <Field label={t("bo_decision_note")} hint={t("bo_applications_note_hint")} errorKey={errors.note}>
          <textarea
            className="input"
            rows={3}
            maxLength={DECISION_NOTE_MAX}
            aria-invalid={Boolean(errors.note)}
            {...form.register("note")}
            data-testid="application-decision-note"
          />
        </Field>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <ConfirmButton
            className={isApproving ? "btn btn-primary" : "btn btn-danger"}
            disabled={decide.isPending}
            onConfirm={() => void send()}
            testId={`application-decision-${decision}`}
          >
            {t(keys.button)}
          </ConfirmButton>
        </div>
      </form>
    </EditDialog>
  );
}
