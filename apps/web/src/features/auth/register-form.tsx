import { registerHasPassword } from "@orchid/contract/register-validation";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { openAuthModal } from "../../store/app-store.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { AuthTabs } from "./auth-tabs.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import { MobileInput } from "./mobile-input.tsx";
import { ProofOfWorkField } from "./proof-of-work-field.tsx";
import { RegisterExtraFields } from "./register-extra-fields.tsx";
import { SmsCodeButton } from "./sms-code-button.tsx";
import { useMobileCheck } from "./use-mobile-check.ts";
import { useRegisterForm } from "./use-register-form.ts";

/** Registration by username or mobile (spec §2 register modal); fields follow the merchant's rules. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const form = useRegisterForm(onRegistered);
  const checkMobile = useMobileCheck();
  const { rules, kind, values, errors, options } = form;
  const hasPassword = registerHasPassword(options);
  const isMobileShown = kind === "mobile" || Boolean(rules.mobileNum?.enabled);
  const hasSmsCode = options.needsSmsCode && isMobileShown;

  function textField(field: string, labelKey: string, type = "text", autoComplete = "off") {
    return (
      <FormField id={`reg-${field}`} label={t(labelKey)} error={errors[field]} isRequired>
        <input
          id={`reg-${field}`}
          className={styles.input}
          type={type}
          autoComplete={autoComplete}
          maxLength={255}
          value={values[field] ?? ""}
          aria-invalid={Boolean(errors[field])}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      </FormField>
    );
  }

  const tabs = form.kinds.map((id) => ({
    id,
    label: t(id === "mobile" ? "register_tab_mobile" : "register_tab_username"),
  }));
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} data-testid="register-form">
      <AuthTabs tabs={tabs} active={kind} onChange={form.setKind} />
      {kind === "username" && textField("username", "field_username", "text", "username")}
      {isMobileShown && (
        <MobileInput
          id="reg-mobileNum"
          value={values.mobileNum ?? ""}
          onChange={(value) => form.setValue("mobileNum", value)}
          dialingCode={form.dialingCode}
          onDialingCodeChange={form.setDialingCode}
          error={errors.mobileNum}
          isRequired={kind === "mobile" || rules.mobileNum?.required}
        />
      )}
      {hasSmsCode && (
        <FormField
          id="reg-verificationCode"
          label={t("field_sms_code")}
          error={errors.verificationCode}
          isRequired
        >
          <div className={styles.row}>
            <input
              id="reg-verificationCode"
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={255}
              value={values.verificationCode ?? ""}
              aria-invalid={Boolean(errors.verificationCode)}
              onChange={(event) => form.setValue("verificationCode", event.target.value)}
            />
            <SmsCodeButton
              canSend={() => {
                const problem = checkMobile(values.mobileNum ?? "");
                form.setErrors(problem ? { mobileNum: problem } : {});
                return !problem;
              }}
              send={() =>
                api.request(kind === "mobile" ? "smsCodeRegisterMobile" : "smsCodeRegister", {
                  mobileNo: (values.mobileNum ?? "").trim(),
                  countryDialingCode: form.dialingCode,
                  regType: kind,
                  ...form.proofOfWork.fields,
                })
              }
              proofOfWork={form.proofOfWork}
            />
          </div>
        </FormField>
      )}
      {hasPassword && textField("password", "field_password", "password", "new-password")}
      {hasPassword && textField("confirmPassword", "field_confirm_password", "password", "new-password")}
      <RegisterExtraFields rules={rules} values={values} errors={errors} onChange={form.setValue} />
      {form.affiliate.isFieldShown && (
        <FormField
          id="reg-affiliateCode"
          label={t("field_affiliate_code")}
          error={errors.affiliateCode}
          isRequired={rules.affiliateCode?.required}
        >
          <input
            id="reg-affiliateCode"
            className={styles.input}
            autoComplete="off"
            maxLength={64}
            value={values.affiliateCode ?? ""}
            aria-invalid={Boolean(errors.affiliateCode)}
            onChange={(event) => form.setValue("affiliateCode", event.target.value)}
          />
        </FormField>
      )}
      <CaptchaField state={form.captcha} id="reg-captcha" error={errors.captcha} />
      <ProofOfWorkField state={form.proofOfWork} error={errors.pow} />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            data-testid="register-agree"
            checked={form.isAgreed}
            onChange={(event) => form.setIsAgreed(event.target.checked)}
          />
          {t("register_agree")}
        </label>
        {errors.agree && (
          <p className={styles.error} role="alert" data-testid="field-error-agree">
            {errors.agree}
          </p>
        )}
      </div>
      {form.formError && (
        <p className={styles.formError} role="alert" data-testid="register-error">
          {form.formError}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.ghost}
          onClick={form.reset}
          data-testid="register-reset"
        >
          {t("register_reset")}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={form.isBusy}
          data-testid="register-submit"
        >
          {t("register")}
        </button>
      </div>
      <p className={styles.footer}>
        {t("register_have_account")}{" "}
        <button type="button" className={styles.link} onClick={() => openAuthModal("login")}>
          {t("login")}
        </button>
      </p>
    </form>
  );
}
