import { type TApplication, ZApplyRequest } from "@orchid/contract/applications";
import { useRef, useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../api/api-hooks.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { Modal } from "../../ui/modal.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { fillBounds } from "../auth/fill-bounds.ts";
import { ProofPicker } from "../payments/proof-picker.tsx";
import { useProofs } from "../payments/use-proofs.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";
import { applyRequest, imagesProblem, remarkProblem } from "./application-remark.ts";
import styles from "./applications.module.css";
import { applyFailure, type TApplyMessage } from "./apply-failure.ts";
import { ApplicationRemarkField } from "./remark-field.tsx";

/** The typed field of the request; the proof images are picked beside it and uploaded on submit. */
const ZApplyFields = ZApplyRequest.pick({ remark: true });

/** Label keys of the form's fields, for "{field} …" messages. */
const FIELD_LABELS: Record<string, string> = { remark: "field_remark" };

type TApplyDialogProps = {
  noticeId: number;
  title: string;
  onClose: () => void;
  /** The application as filed: the page shows "applying" at once. */
  onApplied: (application: TApplication) => void;
};

/** Applying to a promotion: an optional remark and up to 3 proof images, then submit. */
export function ApplyDialog({ noticeId, title, onClose, onApplied }: TApplyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t("application_apply_title", { title })}
      width={480}
      height={0}
      testId="apply-dialog"
    >
      <ApplyForm noticeId={noticeId} onClose={onClose} onApplied={onApplied} />
    </Modal>
  );
}

type TApplyFormProps = Omit<TApplyDialogProps, "title">;

/**
 * The apply form: checked here first (the remark's length, the images' count), then the images are uploaded (once
 * each, also when the submit is sent again) and the application filed. The server's problems
 * show under the remark or under the form, in the member's language.
 */
function ApplyForm({ noticeId, onClose, onApplied }: TApplyFormProps) {
  const { t } = useTranslation();
  const proofs = useProofs();
  const apply = useApiMutation("promotionApply", { refresh: MEMBER_CALLS.applications });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const inFlight = useRef(false);
  const { control, handleSubmit } = useContractForm(ZApplyFields, {
    defaultValues: { remark: "" },
    labels: FIELD_LABELS,
    check: (values) => {
      const onRemark = remarkProblem(values.remark ?? "");
      const onImages = imagesProblem(proofs.proofs.length);
      return {
        remark: onRemark ? t(onRemark.key, onRemark.values ?? {}) : undefined,
        imageIds: onImages ? t(onImages.key) : undefined,
      };
    },
  });
  const remark = useController({ control, name: "remark" }).field;

  function showFailure(error: unknown): void {
    const found = applyFailure(error);
    const text = (message: TApplyMessage) =>
      fillBounds(
        t(message.key, message.fieldLabel ? { field: t(message.fieldLabel) } : {}),
        message.min,
        message.max,
      );
    if (found.remark) setErrors({ remark: text(found.remark) });
    if (found.form) setFormError(text(found.form));
    if (found.isStale) refreshCalls(MEMBER_CALLS.applications);
    // The promotion's sign-up window as the page knows it may have moved: read it again.
    if (found.isPromotionStale) refreshCalls(["homeNotice"]);
  }

  const handleValid = handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setIsBusy(true);
      setErrors({});
      setFormError("");
      try {
        const imageIds = await proofs.upload();
        const application = await apply.mutateAsync(applyRequest(noticeId, values.remark ?? "", imageIds));
        onApplied(application);
      } catch (error) {
        showFailure(error);
      } finally {
        inFlight.current = false;
        setIsBusy(false);
      }
    },
    (invalid) => {
      const found = messagesOf(invalid);
      setErrors(found);
      // The picker shows its own problems while choosing; one found on submit shows under the form.
      setFormError(found.imageIds ?? "");
    },
  );

  return (
    <form className={styles.applyForm} noValidate onSubmit={handleValid} data-testid="apply-form">
      <p className={form.hint}>{t("application_apply_intro")}</p>
      <ApplicationRemarkField
        id="apply-remark"
        value={remark.value ?? ""}
        onChange={remark.onChange}
        error={errors.remark}
      />
      <ProofPicker proofs={proofs} testId="apply-images" />
      {formError && (
        <p className={form.formError} role="alert" data-testid="apply-error">
          {formError}
        </p>
      )}
      <div className={form.actions}>
        <button type="button" className={buttonStyles.ghost} onClick={onClose}>
          {t("dialog_cancel")}
        </button>
        <button
          type="submit"
          className={buttonStyles.gold}
          disabled={isBusy}
          aria-busy={isBusy}
          data-testid="apply-submit"
        >
          {t(isBusy ? "application_submitting" : "application_submit")}
        </button>
      </div>
    </form>
  );
}
