import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import {
  type TSecondFactorChallenge,
  type TSecondFactorMethod,
  ZSecondFactorVerify,
} from "@orchid/contract/session";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { finishLogin } from "./finish-login.ts";
import { SmsCodeButton } from "./sms-code-button.tsx";

type TSecondFactorStepProps = {
  challenge: TSecondFactorChallenge;
  onBack: () => void;
  onLoggedIn: () => void;
};

/** The typed field of the request; the challenge and the method come from the step itself. */
const ZSecondFactorFields = ZSecondFactorVerify.pick({ code: true });

const METHOD_LABELS: Record<TSecondFactorMethod, string> = {
  sms: "tfa_method_sms",
  email: "tfa_method_email",
  realName: "tfa_method_real_name",
  totp: "tfa_method_totp",
};

/** The new-IP step of the login (spec §2): prove it is you by SMS, email, real name or authenticator. */
export function SecondFactorStep({ challenge, onBack, onLoggedIn }: TSecondFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TSecondFactorMethod>(challenge.methods[0] ?? "sms");
  const [error, setError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [isExpired, setIsExpired] = useState(false);
  const isTotp = method === "totp";
  const isRealName = method === "realName";
  const target =
    method === "sms" ? challenge.maskedMobile : method === "email" ? challenge.maskedEmail : null;
  const { control, handleSubmit, reset } = useContractForm(ZSecondFactorFields, {
    defaultValues: { code: "" },
    labels: { code: isRealName ? "field_real_name" : "field_code" },
  });
  const code = useController({ control, name: "code" }).field;

  const handleValid = handleSubmit(
    async ({ code: answer }) => {
      setIsBusy(true);
      setError("");
      try {
        const value = await api.request("loginVerify", {
          challengeId: challenge.challengeId,
          method,
          code: answer,
        });
        if (finishLogin(value, "password")) onLoggedIn();
      } catch (failure) {
        const attemptsLeft = failure instanceof ApiError ? Number(failure.value?.attemptsLeft) : Number.NaN;
        const message = t(errorKeyOf(failure));
        setError(
          Number.isFinite(attemptsLeft)
            ? `${message} ${t("tfa_attempts_left", { count: attemptsLeft })}`
            : message,
        );
        if (failure instanceof ApiError && failure.code === "CHALLENGE_EXPIRED") setIsExpired(true);
      } finally {
        setIsBusy(false);
      }
    },
    (invalid) => setError(messagesOf(invalid).code ?? ""),
  );

  const tabs = challenge.methods.map((id) => ({ id, label: t(METHOD_LABELS[id]) }));
  return (
    <form className={styles.form} noValidate onSubmit={handleValid} data-testid="second-factor">
      <p className={styles.hint}>{t("tfa_intro")}</p>
      <AuthTabs
        tabs={tabs}
        active={method}
        onChange={(id) => {
          setMethod(id);
          reset();
          setError("");
        }}
      />
      {target && <p className={styles.hint}>{t("tfa_code_sent_to", { target })}</p>}
      <FormField
        id="tfa-code"
        label={t(isRealName ? "field_real_name" : isTotp ? "tfa_totp_label" : "field_code")}
      >
        <div className={styles.row}>
          <input
            id="tfa-code"
            className={styles.input}
            inputMode={isRealName ? "text" : "numeric"}
            autoComplete={isRealName ? "name" : "one-time-code"}
            maxLength={isTotp ? 6 : 64}
            value={code.value}
            aria-invalid={Boolean(error)}
            onBlur={code.onBlur}
            onChange={(event) => code.onChange(event.target.value)}
          />
          {(method === "sms" || method === "email") && (
            <SmsCodeButton
              key={method}
              testId="tfa-send"
              canSend={() => true}
              send={() => api.request("loginVerifySend", { challengeId: challenge.challengeId, method })}
            />
          )}
        </div>
      </FormField>
      {error && (
        <p className={styles.formError} role="alert" data-testid="tfa-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.ghost} onClick={onBack}>
          {t("tfa_back")}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={isBusy || isExpired}
          data-testid="tfa-submit"
        >
          {t("tfa_confirm")}
        </button>
      </div>
    </form>
  );
}
