import { zodResolver } from "@hookform/resolvers/zod";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./bonus.module.css";
import { REASON_MAX, type TForfeitDraft, ZForfeitDraft } from "./grant-drafts.ts";

type TGrant = TValueOf<"boGrants">["rows"][number];

/**
 * Forfeits an active grant: its whole bonus goes back to the merchant, with the reason in the
 * audit log. Pressed twice. At or above the four-eyes amount it is only requested, and the
 * caller says so.
 */
export function ForfeitDialog(props: {
  grant: TGrant;
  onClose: () => void;
  onFiled: (approvalId: number) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { grant } = props;
  const form = useForm<TForfeitDraft, unknown, { reason: string }>({
    defaultValues: { reason: "" },
    resolver: zodResolver(ZForfeitDraft),
  });
  const forfeit = useConsoleChange("boForfeitGrant", {
    refresh: ["boGrants", "boCampaigns", "boCampaignResults", "boApprovals"],
    successKey: (value) =>
      value.approvalId === null
        ? { key: "bo_bonus_forfeited_toast" }
        : { key: "bo_bonus_sent_for_approval_toast", values: { id: value.approvalId } },
    onSuccess: (value) => {
      if (value.approvalId !== null) props.onFiled(value.approvalId);
      props.onClose();
    },
  });
  const errors = { ...flattenErrors(form.formState.errors), ...forfeit.fieldErrors };
  const send = form.handleSubmit((input) => forfeit.run({ id: grant.id, reason: input.reason }));

  return (
    <EditDialog
      title={t("bo_bonus_forfeit_title", { id: grant.id })}
      onClose={props.onClose}
      testId="bonus-forfeit-dialog"
    >
      <p className={styles.flat}>
        {t("bo_bonus_forfeit_explained", { amount: formatMinor(grant.bonus), username: grant.username })}
      </p>
      {/* Only the twice-pressed button sends it: Enter does not. */}
      <form className="stack" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label={t("bo_bonus_reason")} hint={t("bo_bonus_reason_hint")} errorKey={errors.reason}>
          <textarea
            className="input"
            rows={3}
            maxLength={REASON_MAX}
            aria-invalid={Boolean(errors.reason)}
            {...form.register("reason")}
            data-testid="bonus-forfeit-reason"
          />
        </Field>
        <small className="field-hint">{t("bo_bonus_four_eyes_hint")}</small>
        <div className="row">
          <ConfirmButton
            disabled={forfeit.isPending}
            onConfirm={() => void send()}
            testId="bonus-forfeit-confirm"
          >
            {t("bo_bonus_forfeit")}
          </ConfirmButton>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
