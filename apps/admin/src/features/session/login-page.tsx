import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TBoLoginValue } from "@orchid/contract/backoffice";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { api } from "../../api/console-api.ts";
import { startConsoleSession, useConsoleStore } from "../../store/console-store.ts";
import { Field } from "../../ui/field.tsx";
import styles from "./login-page.module.css";

/**
 * Console sign-in: the password step, then the authenticator code (mandatory). On the first
 * sign-in the authenticator is enrolled here: the QR code and the secret are shown once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useConsoleStore((state) => state.token);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<TBoLoginValue | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (token) return <Navigate to="/" replace />;

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setErrorKey(null);
    if (!username.trim() || !password) return setErrorKey("bo_login_fill_both");
    setIsBusy(true);
    try {
      setStep(await api.request("boLogin", { username, password }));
      setPassword("");
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setIsBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    setErrorKey(null);
    if (!/^[0-9]{6}$/.test(code.trim())) return setErrorKey("bo_code_six_digits");
    setIsBusy(true);
    try {
      useConsoleStore.setState({ pendingToken: step.pendingToken });
      const session = await api.request("boTotp", { code: code.trim() });
      startConsoleSession(session.token, session.operator, session.operator.merchantCode ?? "");
      navigate("/", { replace: true });
    } catch (error) {
      useConsoleStore.setState({ pendingToken: null });
      setErrorKey(errorKeyOf(error));
      setCode("");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <section className={`card ${styles.panel}`} aria-labelledby="login-title">
        <h1 id="login-title">
          Orchid <span className="muted">{t("bo_console")}</span>
        </h1>
        {step === null ? (
          <form className="stack" onSubmit={submitPassword} noValidate>
            <Field label={t("bo_username")}>
              <input
                className="input"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field>
            <Field label={t("bo_password")}>
              <input
                className="input"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            {errorKey && (
              <p className="alert" role="alert">
                {t(errorKey)}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={isBusy}>
              {t("bo_next")}
            </button>
          </form>
        ) : (
          <form className="stack" onSubmit={submitCode} noValidate>
            {step.enrolment ? (
              <div className="stack">
                <p>{t("bo_enrol_intro")}</p>
                <img
                  className={styles.qr}
                  src={step.enrolment.qrCode}
                  alt={t("bo_enrol_qr_alt")}
                  width={200}
                  height={200}
                />
                <p>
                  {t("bo_enrol_secret")}{" "}
                  <code className="mono" data-testid="totp-secret">
                    {step.enrolment.secret}
                  </code>
                </p>
              </div>
            ) : (
              <p>{t("bo_code_intro")}</p>
            )}
            <Field label={t("bo_code")}>
              <input
                className="input"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
              />
            </Field>
            {errorKey && (
              <p className="alert" role="alert">
                {t(errorKey)}
              </p>
            )}
            <div className="row">
              <button type="submit" className="btn btn-primary" disabled={isBusy}>
                {t("bo_sign_in")}
              </button>
              <button type="button" className="btn" onClick={() => setStep(null)}>
                {t("bo_back")}
              </button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
