import { PROOF_MAX_FILES } from "@orchid/contract/payments";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import styles from "./proof-picker.module.css";
import type { TProofs } from "./use-proofs.ts";

type TProofPickerProps = { proofs: TProofs; error?: string; testId: string; isRequired?: boolean };

/** Choose up to 3 png/jpg proof images (≤ 5 MB each), see them, remove them. */
export function ProofPicker({ proofs, error, testId, isRequired }: TProofPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // The latest choice's problem first; "at least one image" only while none is chosen.
  const message = proofs.problem || (proofs.proofs.length === 0 ? error : "");
  const isFull = proofs.proofs.length >= PROOF_MAX_FILES;
  return (
    <div className={form.field}>
      <span className={form.label} id={`${inputId}-label`}>
        {t("field_proof")}
        {isRequired && (
          <span className={form.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <span className={form.hint}>{t("proof_rules")}</span>
      <ul className={styles.list}>
        {proofs.proofs.map((proof) => (
          <li key={proof.id} className={styles.item}>
            <img src={proof.previewUrl} alt={proof.file.name} className={styles.thumb} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t("proof_remove", { name: proof.file.name })}
              onClick={() => proofs.remove(proof.id)}
            >
              ×
            </button>
          </li>
        ))}
        {!isFull && (
          <li className={styles.item}>
            <label className={styles.add} htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              <span className={styles.addText}>{t("proof_add")}</span>
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-labelledby={`${inputId}-label`}
              data-testid={testId}
              onChange={(event) => {
                if (event.target.files) proofs.add(event.target.files);
                event.target.value = "";
              }}
            />
          </li>
        )}
      </ul>
      {message && (
        <p className={form.error} role="alert" data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
