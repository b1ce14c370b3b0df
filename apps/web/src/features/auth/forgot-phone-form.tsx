import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import buttonStyles from "../../ui/button.module.css";
import styles from "./auth-form.module.css";
import { finishLogin } from "./finish-login.ts";
import { MobileInput } from "./mobile-input.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { SmsCodeField } from "./sms-code-field.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useMobileCheck } from "./use-mobile-check.ts";
import { useNewPassword } from "./use-new-password.ts";
import { useProofOfWork } from "./use-proof-of-work.ts";

/** Forgot by phone (spec §4): mobile, SMS code and a new password; then logged in and sent home. */
export function ForgotPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState("");
  const [dialingCode, setDialingCode] = useState("");
  const [code, setCode] = useState("");
  const password = useNewPassword();
  const checkMobile = useMobileCheck();
  const proofOfWork = useProofOfWork(true);
  const { errors, setErrors, formError, isBusy, submit } = useAccountForm();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = password.check();
    const mobileError = checkMobile(mobile);
    if (mobileError) found.mobile = mobileError;
    if (!code.trim()) found.code = t("err_required", { field: t("field_sms_code") });
    await submit(found, async () => {
      const value = await api.request("setPasswordByPhone", {
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword: password.newPassword,
        confirmNewPassword: password.confirmPassword,
      });
      if (finishLogin(value, "other")) onDone();
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} data-testid="forgot-phone-form">
      <MobileInput
        id="forgot-mobile"
        value={mobile}
        onChange={setMobile}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        error={errors.mobile}
        isRequired
      />
      <SmsCodeField
        id="forgot-code"
        value={code}
        onChange={setCode}
        error={errors.code}
        isRequired
        canSend={() => {
          const mobileError = checkMobile(mobile);
          setErrors(mobileError ? { mobile: mobileError } : {});
          return !mobileError;
        }}
        send={() =>
          api.request("smsCodeNoLogin", {
            mobileNum: mobile.trim(),
            countryDialingCode: dialingCode,
            ...proofOfWork.fields,
          })
        }
        proofOfWork={proofOfWork}
      />
      <NewPasswordFields idPrefix="forgot-password" state={password} errors={errors} />
      {formError && (
        <p className={styles.formError} role="alert" data-testid="forgot-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={isBusy}
        data-testid="forgot-phone-submit"
      >
        {t("forgot_set_password")}
      </button>
    </form>
  );
}
