import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import own from "./lottery.module.css";
import { useLotteryChange } from "./use-lottery-change.ts";

/**
 * Cancelling a draw that has settled nothing: with a reason members will see, filed for a second
 * platform operator's approval; once approved no more bets are taken and every open slip is
 * refunded by the draw job.
 */
export function CancelDrawForm(props: { drawId: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [filedId, setFiledId] = useState<number | null>(null);
  const change = useLotteryChange("boCancelLotteryDraw", {
    refresh: ["boApprovals"],
    successKey: "bo_lottery_filed",
    onSuccess: (value) => setFiledId(value.approvalId),
  });
  const isReasonValid = reason.trim().length >= 2;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
  }

  return (
    <section className={`card ${own.section}`} aria-labelledby="lottery-cancel-title">
      <h2 id="lottery-cancel-title">{t("bo_lottery_cancel_draw")}</h2>
      <p className={own.note}>{t("bo_lottery_cancel_explained")}</p>
      <form className="stack" onSubmit={handleSubmit}>
        <Field
          label={t("bo_lottery_cancel_reason")}
          errorKey={change.problem?.field === "reason" ? change.problem.key : null}
        >
          <input
            className="input"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            data-testid="lottery-cancel-reason"
          />
        </Field>
        {filedId !== null && (
          <p className="notice-ok" role="status">
            {t("bo_lottery_filed_as", { id: filedId })} <Link to="/approvals">{t("bo_open_approvals")}</Link>
          </p>
        )}
        <div className="row">
          <ConfirmButton
            className="btn btn-danger"
            disabled={!isReasonValid || change.isPending}
            onConfirm={() => change.run({ drawId: props.drawId, reason: reason.trim() })}
            testId="lottery-cancel-send"
          >
            {t("bo_lottery_file_cancel")}
          </ConfirmButton>
        </div>
      </form>
    </section>
  );
}
