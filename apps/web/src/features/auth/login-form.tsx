import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TSecondFactorChallenge } from "@orchid/contract/session";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { openAuthModal } from "../../store/app-store.ts";
import { rememberedUsername, rememberUsername } from "../../store/remember-me.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { FormField } from "../../ui/form-field.tsx";
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
type TLoginFormProps = { onChallenge: (challenge: TSecondFactorChallenge) => void; onLoggedIn: () => void };

/** Username or SMS login (spec §2 login modal, §5 rules): captcha on demand, remember-me, links. */
export function LoginForm({ onChallenge, onLoggedIn }: TLoginFormProps) {
  const { t } = useTranslation();
  const { info, toggles } = useSiteInfo();
  const problemText = useProblemText();
  const hasSmsLogin = toggles.has("MOBILEVERCODELOGIN3") || toggles.has("MOBILEVERCODELOGIN");
  const [tab, setTab] = useState<TLoginTab>("username");
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState("");
  const [isRemembered, setIsRemembered] = useState(() => rememberedUsername() !== "");
  const [mobile, setMobile] = useState("");
  const [dialingCode, setDialingCode] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const captcha = useCaptcha(toggles.has("CAPTCHAALWAYS"));
  // One proof of work per form: for SMS sends, and with the captcha once the server asks for it.
  const proofOfWork = useProofOfWork(tab === "sms" || captcha.isShown);
  const checkMobile = useMobileCheck();
  const required = (labelKey: string) => t("err_required", { field: t(labelKey) });

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (tab === "username") {
      if (!username.trim()) found.username = required("field_username");
      const passwordProblem = checkLoginPassword(info.register.password, password.trim());
      if (passwordProblem) found.password = problemText(passwordProblem);
    } else {
      const mobileError = checkMobile(mobile);
      if (mobileError) found.mobile = mobileError;
      if (!code.trim()) found.code = required("field_sms_code");
    }
    if (captcha.isShown && !captcha.answer.trim()) found.captcha = required("field_captcha");
    if (captcha.isShown && !proofOfWork.payload) found.pow = t("pow_required");
    return found;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    // On the SMS tab the check sits under the code field: its message shows with the form's.
    setFormError(tab === "sms" && found.pow ? found.pow : "");
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      const isSms = tab === "sms";
      const value = await api.request("login", {
        username: isSms ? mobile.trim() : username.trim(),
        password: isSms ? code.trim() : password.trim(),
        type: tab,
        ...(isSms ? { countryDialingCode: dialingCode } : {}),
        ...captcha.fields,
        ...(captcha.isShown ? proofOfWork.fields : {}),
      });
      if (!isSms) rememberUsername(isRemembered ? username.trim() : null);
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
              value={username}
              aria-invalid={Boolean(errors.username)}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField id="login-password" label={t("field_password")} error={errors.password}>
            <input
              id="login-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              aria-invalid={Boolean(errors.password)}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        </>
      ) : (
        <>
          <MobileInput
            id="login-mobile"
            value={mobile}
            onChange={setMobile}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            error={errors.mobile}
          />
          <SmsCodeField
            id="login-code"
            value={code}
            onChange={setCode}
            error={errors.code}
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
              checked={isRemembered}
              onChange={(event) => setIsRemembered(event.target.checked)}
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
