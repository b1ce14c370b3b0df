import { errorKeyOf } from "@orchid/contract/api-problems";
import { type TTotpEnrolment, ZTotpCode } from "@orchid/contract/member";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { useContractForm } from "../../ui/use-contract-form.ts";
import styles from "./member-centre.module.css";

/** Authenticator app (TOTP): enrol with the QR code and a first code, or disable with a code. */
export function TotpSection({ hasTotp }: { hasTotp: boolean }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [isDisabling, setIsDisabling] = useState(false);
  const [error, setError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const isAsking = enrolment !== null || isDisabling;
  const { register, handleSubmit, reset } = useContractForm(ZTotpCode, {
    defaultValues: { code: "" },
    labels: { code: "field_code" },
    invalidKeys: { code: "totp_code_format" },
  });

  async function run(action: () => Promise<unknown>, onDone: () => void) {
    setIsBusy(true);
    setError("");
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(t(errorKeyOf(failure)));
    } finally {
      setIsBusy(false);
    }
  }

  function finish() {
    setEnrolment(null);
    setIsDisabling(false);
    reset();
    void queryClient.invalidateQueries({ queryKey: ["memberInfo"] });
  }

  const handleValid = handleSubmit(
    (request) => {
      const call = enrolment ? ("totpConfirm" as const) : ("totpDisable" as const);
      void run(() => api.request(call, request), finish);
    },
    (invalid) => setError(invalid.code?.message ?? ""),
  );

  return (
    <div className={styles.card} data-testid="totp-section">
      <div className={styles.cardHead}>
        <div>
          <h4 className={styles.cardTitle}>{t("totp_title")}</h4>
          <span className={hasTotp ? styles.on : styles.status} data-testid="totp-status">
            {t(hasTotp ? "totp_on" : "totp_off")}
          </span>
        </div>
        {!isAsking && (
          <button
            type="button"
            className={hasTotp ? buttonStyles.ghost : buttonStyles.primary}
            disabled={isBusy}
            data-testid={hasTotp ? "totp-disable" : "totp-enrol"}
            onClick={() =>
              hasTotp
                ? setIsDisabling(true)
                : void run(
                    () => api.request("totpEnrol").then(setEnrolment),
                    () => undefined,
                  )
            }
          >
            {t(hasTotp ? "totp_disable" : "totp_enrol")}
          </button>
        )}
      </div>
      {!isAsking && <p className={form.hint}>{t("totp_intro")}</p>}
      {enrolment && (
        <>
          <p className={form.hint}>{t("totp_scan")}</p>
          <img className={form.qr} src={enrolment.qrCode} alt={t("totp_qr_alt")} width={180} height={180} />
          <p className={form.hint}>{t("totp_secret")}</p>
          <code className={form.secret} data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </>
      )}
      {isAsking && (
        <form className={form.form} noValidate onSubmit={handleValid}>
          <label className={form.label} htmlFor="totp-code">
            {t("tfa_totp_label")}
          </label>
          <div className={form.row}>
            <input
              id="totp-code"
              className={form.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...register("code")}
            />
            <button
              type="submit"
              className={`${buttonStyles.primary} ${form.side}`}
              disabled={isBusy}
              data-testid="totp-submit"
            >
              {t("in_increase_submit")}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className={form.formError} role="alert" data-testid="totp-error">
          {error}
        </p>
      )}
    </div>
  );
}
