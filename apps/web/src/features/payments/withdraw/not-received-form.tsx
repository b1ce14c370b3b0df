import { REMARK_MAX } from "@orchid/contract/payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { ProofPicker } from "../proof-picker.tsx";
import { RemarkField } from "../remark-field.tsx";
import { useProofs } from "../use-proofs.ts";
import styles from "./withdraw.module.css";
import { refreshWithdrawals } from "./withdraw-queries.ts";

/** "Not received": proof images (1–3 png/jpg, ≤ 5 MB) and a remark of at most 140 characters. */
export function NotReceivedForm({ payoutId, onClose }: { payoutId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const proofs = useProofs();
  const [remark, setRemark] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({ PROOF_REQUIRED: "proofMediaIds" });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (proofs.proofs.length === 0) found.proofMediaIds = t("err_proof_required");
    if (remark.length > REMARK_MAX) found.remark = t("err_remark_too_long", { max: REMARK_MAX });
    const request = { payoutId, remark, proofs: proofs.proofs.map((proof) => proof.id) };
    const value = await submit(found, request, async () =>
      api.request("payoutConfirm", {
        payoutId,
        received: false,
        proofMediaIds: await proofs.upload(),
        remark: remark.trim() || undefined,
      }),
    );
    if (!value) return;
    refreshWithdrawals();
    onClose();
  }

  return (
    <form
      className={styles.subForm}
      noValidate
      onSubmit={handleSubmit}
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
        value={remark}
        onChange={setRemark}
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
