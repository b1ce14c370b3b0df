import type { TSmsCodeValue } from "@orchid/contract/session";
import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { ProofOfWorkField } from "./proof-of-work-field.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import type { TProofOfWorkState } from "./use-proof-of-work.ts";

type TSmsCodeFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isRequired?: boolean;
  /** Checks the number first (and shows why not); false keeps the code unsent. */
  canSend: () => boolean;
  send: () => Promise<TSmsCodeValue>;
  /** The proof of work the send carries; its widget shows under the field. */
  proofOfWork: TProofOfWorkState;
};

/** The SMS code input with its send button and countdown (spec §4 "SMS code button"). */
export function SmsCodeField({
  id,
  value,
  onChange,
  error,
  isRequired,
  canSend,
  send,
  proofOfWork,
}: TSmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("field_sms_code")} error={error} isRequired={isRequired}>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          value={value}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <SmsCodeButton canSend={canSend} send={send} proofOfWork={proofOfWork} />
      </div>
      <ProofOfWorkField state={proofOfWork} />
    </FormField>
  );
}
