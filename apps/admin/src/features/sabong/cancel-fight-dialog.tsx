import type { TBoFight } from "@orchid/contract/sabong";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./sabong.module.css";
import { useSabongChange } from "./use-sabong-change.ts";

const REASON_MAX = 200;

/**
 * Cancels the fight with a reason members will read: no result, and every bet on it is refunded
 * at once. Pressed twice.
 */
export function CancelFightDialog(props: { fight: TBoFight; onClose: () => void }) {
  const { t } = useTranslation();
  const { fight } = props;
  const [reason, setReason] = useState("");
  const cancel = useSabongChange("boFightAction", {
    successKey: (value) => ({ key: "bo_sabong_fight_cancelled_toast", values: { n: value.fightNo } }),
    onSuccess: props.onClose,
  });
  const isReasonValid = reason.trim().length >= 2;
  return (
    <EditDialog
      title={t("bo_sabong_cancel_title", { n: fight.fightNo })}
      onClose={props.onClose}
      testId="sabong-cancel-dialog"
    >
      <form className="stack" noValidate onSubmit={(event) => event.preventDefault()}>
        <p className={styles.note}>{t("bo_sabong_cancel_explained", { bets: fight.bets })}</p>
        <Field
          label={t("bo_sabong_cancel_reason")}
          hint={t("bo_sabong_cancel_reason_hint")}
          errorKey={cancel.fieldErrors.reason}
        >
          <textarea
            className="input"
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={Boolean(cancel.fieldErrors.reason)}
            onChange={(event) => setReason(event.target.value)}
            data-testid="sabong-cancel-reason"
          />
        </Field>
        {cancel.problemKey && (
          <p className="alert" role="alert">
            {t(cancel.problemKey)}
          </p>
        )}
        <div className="row">
          <ConfirmButton
            disabled={!isReasonValid || cancel.isPending}
            onConfirm={() => cancel.run({ fightId: fight.id, action: "cancel", reason: reason.trim() })}
            testId="sabong-cancel-confirm"
          >
            {t("bo_sabong_cancel_fight")}
          </ConfirmButton>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_sabong_keep_fight")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
