import { REMARK_MAX, ZPayoutConfirmRequest } from "@orchid/contract/payments";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { useContractForm } from "../../../ui/use-contract-form.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { ProofPicker } from "../proof-picker.tsx";
import { RemarkField } from "../remark-field.tsx";
import { useProofs } from "../use-proofs.ts";
import styles from "./withdraw.module.css";
import { refreshWithdrawals } from "./withdraw-queries.ts";

/** The typed field of the request; the proofs are picked beside the form and uploaded on submit. */
const ZNotReceivedFields = ZPayoutConfirmRequest.pick({ remark: true });

/** "Not received": proof images (1–3 png/jpg, ≤ 5 MB) and a remark of at most 140 characters. */
export function NotReceivedForm({ payoutId, onClose }: { payoutId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const proofs = useProofs();
  const { errors, formError, isBusy, submit } = useMoneyForm({ PROOF_REQUIRED: "proofMediaIds" });
  const { control, handleSubmit } = useContractForm(ZNotReceivedFields, {
    defaultValues: { remark: "" },
    labels: { remark: "field_remark" },
    check: (values) => ({
      proofMediaIds: proofs.proofs.length === 0 ? t("err_proof_required") : undefined,
      remark:
        (values.remark ?? "").length > REMARK_MAX ? t("err_remark_too_long", { max: REMARK_MAX }) : undefined,
    }),
  });
  const remark = useController({ control, name: "remark" }).field;

  const handleValid = handleSubmit(
    async (values) => {
      const text = values.remark ?? "";
      const request = { payoutId, remark: text, proofs: proofs.proofs.map((proof) => proof.id) };
      const value = await submit({}, request, async () =>
        api.request("payoutConfirm", {
          payoutId,
          received: false,
          proofMediaIds: await proofs.upload(),
          remark: text.trim() || undefined,
        }),
      );
      if (!value) return;
      refreshWithdrawals();
      onClose();
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <form
      className={styles.subForm}
      noValidate
      onSubmit={handleValid}
      data-testid={`payout-${payoutId}-dispute`}
    >
      <p className={form.hint}>{t("payout_not_received_intro")}</p>
      <ProofPicker
        proofs={proofs}
        error={errors.proofMediaIds}
        testId={`payout-${payoutId}-proof`}
        isRequired
      />
      <RemarkField
        id={`payout-${payoutId}-remark`}
        value={remark.value ?? ""}
        onChange={remark.onChange}
        error={errors.remark}
      />
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={form.actions}>
        <button type="button" className={buttonStyles.ghost} onClick={onClose}>
          {t("dialog_cancel")}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={isBusy}
          data-testid={`payout-${payoutId}-dispute-submit`}
        >
          {t("payout_not_received_submit")}
        </button>
      </div>
    </form>
  );
}
