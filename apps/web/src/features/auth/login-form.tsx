import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { type TSecondFactorChallenge, ZLoginRequest } from "@orchid/contract/session";
import { type FormEvent, useState } from "react";
import { type FieldErrors, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api } from "../../api/api-client.ts";
import { openAuthModal } from "../../store/app-store.ts";
import { rememberedUsername, rememberUsername } from "../../store/remember-me.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import { checkLoginPassword } from "./check-login-password.ts";
import { finishLogin } from "./finish-login.ts";
import { FreePlayButton } from "./free-play-button.tsx";
import { MobileInput } from "./mobile-input.tsx";
import { ProofOfWorkField } from "./proof-of-work-field.tsx";
import { needsCaptcha } from "./server-problems.ts";
import { SmsCodeField } from "./sms-code-field.tsx";
import { useCaptcha } from "./use-captcha.ts";
import { useMobileCheck } from "./use-mobile-check.ts";
import { useProblemText } from "./use-problem-text.ts";
import { useProofOfWork } from "./use-proof-of-work.ts";

type TLoginTab = "username" | "sms";

/** The password tab's typed fields, as the login request names them. */
const ZPasswordLogin = ZLoginRequest.pick({ username: true, password: true, remember: true });

/** The SMS tab types a mobile number and a code, sent as the login's username and password. */
const ZSmsLogin = z.object({
  mobile: ZLoginRequest.shape.username,
  code: ZLoginRequest.shape.password,
});
type TLoginFormProps = { onChallenge: (challenge: TSecondFactorChallenge) => void; onLoggedIn: () => void };

/** Username or SMS login (spec §2 login modal, §5 rules): captcha on demand, remember-me, links. */
export function LoginForm({ onChallenge, onLoggedIn }: TLoginFormProps) {
  const { t } = useTranslation();
  const { info, toggles } = useSiteInfo();
  const problemText = useProblemText();
  const hasSmsLogin = toggles.has("MOBILEVERCODELOGIN3") || toggles.has("MOBILEVERCODELOGIN");
  const [tab, setTab] = useState<TLoginTab>("username");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const captcha = useCaptcha(toggles.has("CAPTCHAALWAYS"));
  // One proof of work per form: for SMS sends, and with the captcha once the server asks for it.
  const proofOfWork = useProofOfWork(tab === "sms" || captcha.isShown);
  const checkMobile = useMobileCheck();
  const required = (labelKey: string) => t("err_required", { field: t(labelKey) });
  // The captcha and its proof of work sit beside both tabs: each tab's form checks them too.
  const checkCaptcha = () => ({
    captcha: captcha.isShown && !captcha.answer.trim() ? required("field_captcha") : undefined,
    pow: captcha.isShown && !proofOfWork.payload ? t("pow_required") : undefined,
  });
  const passwordForm = useContractForm(ZPasswordLogin, {
    defaultValues: { username: rememberedUsername(), password: "", remember: rememberedUsername() !== "" },
    labels: { username: "field_username", password: "field_password" },
    check: (values) => {
      const passwordProblem = checkLoginPassword(info.register.password, values.password.trim());
      return { ...checkCaptcha(), password: passwordProblem ? problemText(passwordProblem) : null };
    },
  });
  const smsForm = useContractForm<typeof ZSmsLogin, { dialingCode: string }>(ZSmsLogin, {
    defaultValues: { mobile: "", code: "", dialingCode: "" },
    labels: { mobile: "field_mobile", code: "field_sms_code" },
    check: (values) => ({
      ...checkCaptcha(),
      mobile: checkMobile(values.mobile) || null,
      code: values.code.trim() ? undefined : required("field_sms_code"),
    }),
  });
  const username = useController({ control: passwordForm.control, name: "username" }).field;
  const password = useController({ control: passwordForm.control, name: "password" }).field;
  const remember = useController({ control: passwordForm.control, name: "remember" }).field;
  const mobile = useController({ control: smsForm.control, name: "mobile" }).field;
  const dialingCode = useController({ control: smsForm.control, name: "dialingCode" }).field;
  const code = useController({ control: smsForm.control, name: "code" }).field;

  function showInvalid(invalid: FieldErrors) {
    const found = messagesOf(invalid);
    setErrors(found);
    // On the SMS tab the check sits under the code field: its message shows with the form's.
    setFormError(tab === "sms" && found.pow ? found.pow : "");
  }

  async function send(request: { username: string; password: string; countryDialingCode?: string }) {
    setErrors({});
    setFormError("");
    setIsBusy(true);
    const isSms = tab === "sms";
    try {
      const value = await api.request("login", {
        ...request,
        type: tab,
        ...captcha.fields,
        ...(captcha.isShown ? proofOfWork.fields : {}),
      });
      if (!isSms) rememberUsername(remember.value ? request.username : null);
      if (finishLogin(value, isSms ? "sms" : "password")) onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === "SECOND_FACTOR_REQUIRED" && error.value) {
        onChallenge(error.value as unknown as TSecondFactorChallenge);
        return;
      }
      if (needsCaptcha(error)) captcha.show();
      setFormError(t(errorKeyOf(error)));
    } finally {
      setIsBusy(false);
      if (captcha.isShown) proofOfWork.renew();
    }
  }

  const handlePasswordLogin = passwordForm.handleSubmit(
    (values) => send({ username: values.username, password: values.password.trim() }),
    showInvalid,
  );
  const handleSmsLogin = smsForm.handleSubmit(
    (values) =>
      send({
        username: values.mobile,
        password: values.code.trim(),
        countryDialingCode: values.dialingCode,
      }),
    showInvalid,
  );

  function handleSubmit(event: FormEvent) {
    void (tab === "sms" ? handleSmsLogin(event) : handlePasswordLogin(event));
  }

  function handleTabChange(next: TLoginTab) {
    setTab(next);
    setErrors({});
    setFormError("");
  }

  const tabs = [
    { id: "username" as const, label: t("login_tab_username") },
    ...(hasSmsLogin ? [{ id: "sms" as const, label: t("login_tab_sms") }] : []),
  ];
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} data-testid="login-form">
      <AuthTabs tabs={tabs} active={tab} onChange={handleTabChange} />
      {tab === "username" ? (
        <>
          <FormField id="login-username" label={t("field_username")} error={errors.username}>
            <input
              id="login-username"
              className={styles.input}
              autoComplete="username"
              maxLength={64}
              value={username.value}
              aria-invalid={Boolean(errors.username)}
              onBlur={username.onBlur}
              onChange={(event) => username.onChange(event.target.value)}
            />
          </FormField>
          <FormField id="login-password" label={t("field_password")} error={errors.password}>
            <input
              id="login-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password.value}
              aria-invalid={Boolean(errors.password)}
              onBlur={password.onBlur}
              onChange={(event) => password.onChange(event.target.value)}
            />
          </FormField>
        </>
      ) : (
        <>
          <MobileInput
            id="login-mobile"
            value={mobile.value}
            onChange={mobile.onChange}
            dialingCode={dialingCode.value}
            onDialingCodeChange={dialingCode.onChange}
            error={errors.mobile}
          />
          <SmsCodeField
            id="login-code"
            value={code.value}
            onChange={code.onChange}
            error={errors.code}
            canSend={() => {
              const mobileError = checkMobile(mobile.value);
              setErrors(mobileError ? { mobile: mobileError } : {});
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
        </>
      )}
      <CaptchaField state={captcha} id="login-captcha" error={errors.captcha} />
      {tab === "username" && <ProofOfWorkField state={proofOfWork} error={errors.pow} />}
      {formError && (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {formError}
        </p>
      )}
      <div className={styles.between}>
        {tab === "username" ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={remember.value ?? false}
              onChange={(event) => remember.onChange(event.target.checked)}
            />
            {t("login_remember")}
          </label>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={styles.link}
          data-testid="forgot-link"
          onClick={() => openAuthModal("forgot")}
        >
          {t("login_forgot")}
        </button>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={isBusy} data-testid="login-submit">
          {t("login")}
        </button>
        {toggles.has("FREEPLAY3") && <FreePlayButton onLoggedIn={onLoggedIn} />}
      </div>
      {toggles.has("DIRECTREG3") && (
        <p className={styles.footer}>
          {t("login_no_account")}{" "}
          <button type="button" className={styles.link} onClick={() => openAuthModal("register")}>
            {t("register")}
          </button>
        </p>
      )}
    </form>
  );
}
