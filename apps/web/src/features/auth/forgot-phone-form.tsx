import { ZSetPasswordByPhoneRequest } from "@orchid/contract/member";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { finishLogin } from "./finish-login.ts";
import { MobileInput } from "./mobile-input.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { SmsCodeField } from "./sms-code-field.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useMobileCheck } from "./use-mobile-check.ts";
import { useNewPasswordCheck } from "./use-new-password.ts";
import { useProofOfWork } from "./use-proof-of-work.ts";

/** Forgot by phone (spec §4): mobile, SMS code and a new password; then logged in and sent home. */
export function ForgotPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const checkNewPassword = useNewPasswordCheck();
  const checkMobile = useMobileCheck();
  const proofOfWork = useProofOfWork(true);
  const { errors, setErrors, formError, isBusy, submit } = useAccountForm();
  const { control, register, handleSubmit } = useContractForm(ZSetPasswordByPhoneRequest, {
    defaultValues: {
      mobileNum: "",
      countryDialingCode: "",
      verificationCode: "",
      newPassword: "",
      confirmNewPassword: "",
    },
    labels: FIELD_LABELS,
    check: (values) => ({
      ...checkNewPassword(values),
      mobileNum: checkMobile(values.mobileNum) ?? undefined,
      verificationCode: values.verificationCode.trim()
        ? undefined
        : t("err_required", { field: t("field_sms_code") }),
    }),
  });
  const mobile = useController({ control, name: "mobileNum" }).field;
  const dialingCode = useController({ control, name: "countryDialingCode" }).field;
  const code = useController({ control, name: "verificationCode" }).field;

  const handleValid = handleSubmit(
    (request) =>
      submit({}, async () => {
        const value = await api.request("setPasswordByPhone", request);
        if (finishLogin(value, "other")) onDone();
      }),
    (invalid) => submit(messagesOf(invalid), async () => undefined),
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleValid} data-testid="forgot-phone-form">
      <MobileInput
        id="forgot-mobile"
        value={mobile.value}
        onChange={mobile.onChange}
        dialingCode={dialingCode.value}
        onDialingCodeChange={dialingCode.onChange}
        error={errors.mobileNum ?? errors.countryDialingCode}
        isRequired
      />
      <SmsCodeField
        id="forgot-code"
        value={code.value}
        onChange={code.onChange}
        error={errors.verificationCode}
        isRequired
        canSend={() => {
          const mobileError = checkMobile(mobile.value);
          setErrors(mobileError ? { mobileNum: mobileError } : {});
          return !mobileError;
        }}
        send={() =>
          api.request("smsCodeNoLogin", {
            mobileNum: mobile.value.trim(),
            countryDialingCode: dialingCode.value,
            ...proofOfWork.fields,
          })
        }
        proofOfWork={proofOfWork}
      />
      <NewPasswordFields
        idPrefix="forgot-password"
        fields={{ newPassword: register("newPassword"), confirmNewPassword: register("confirmNewPassword") }}
        errors={errors}
      />
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
