import { zodResolver } from "@hookform/resolvers/zod";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./points.module.css";
import { DECIDED_KEYS } from "./points-vocabulary.ts";
import { NOTE_MAX, type TDecisionDraft, type TDecisionInput, ZDecisionDraft } from "./redeem-filters.ts";
import type { TConsoleRedeem } from "./redeems-table.tsx";
import { useFormatCash } from "./use-format-cash.ts";

/**
 * Approves a redeem (its held points and cash are taken and the product goes out) or rejects it
 * (the member's points and cash come back and the stock returns), with an optional note the
 * member sees. Pressed twice. A redeem another operator decided meanwhile is refused; the queue
 * is read again and the dialog closes.
 */
export function RedeemDecisionDialog(props: {
  redeem: TConsoleRedeem;
  decision: "approve" | "reject";
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const { redeem, decision } = props;
  const isApproving = decision === "approve";
  const form = useForm<TDecisionDraft, unknown, TDecisionInput>({
    defaultValues: { note: "" },
    resolver: zodResolver(ZDecisionDraft),
  });
  const decide = useConsoleChange("boDecideRedeem", {
    refresh: ["boRedeems", "boMallProducts"],
    successKey: DECIDED_KEYS[decision],
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...decide.fieldErrors };

  const send = form.handleSubmit(async (input) => {
    try {
      await decide.runAsync({ id: redeem.id, decision, note: input.note });
    } catch (error) {
      // The toast has said why; a redeem decided meanwhile leaves the queue.
      if (errorKeyOf(error) === "err_order_state_changed") {
        await queryClient.invalidateQueries({ queryKey: ["boRedeems"] });
        props.onClose();
      }
    }
  });

  const facts: [string, string][] = [
    [t("bo_points_col_reference"), redeem.reference],
    [t("bo_member"), redeem.username],
    [
      t("bo_points_col_product"),
      t("bo_points_product_times", { product: redeem.productName, quantity: formatNumber(redeem.quantity) }),
    ],
    [t("bo_points_col_points"), formatNumber(redeem.points)],
    [t("bo_points_col_cash"), redeem.amount > 0 ? formatCash(redeem.amount) : "—"],
    [t("bo_points_col_address"), redeem.address || "—"],
    [t("bo_points_col_remark"), redeem.remark || "—"],
  ];

  return (
    <EditDialog
      title={t(isApproving ? "bo_points_approve_title" : "bo_points_reject_title", {
        reference: redeem.reference,
      })}
      onClose={props.onClose}
      testId="points-decision-dialog"
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className={styles.note}>
        {t(isApproving ? "bo_points_approve_explained" : "bo_points_reject_explained")}
      </p>
      {/* Only the twice-pressed button sends it: Enter does not. */}
      <form className="stack" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label={t("bo_decision_note")} hint={t("bo_points_note_hint")} errorKey={errors.note}>
          <textarea
            className="input"
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={Boolean(errors.note)}
            {...form.register("note")}
            data-testid="points-decision-note"
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
            testId={`points-decision-${decision}`}
          >
            {t(isApproving ? "bo_decision_approve" : "bo_decision_reject")}
          </ConfirmButton>
        </div>
      </form>
    </EditDialog>
  );
}
