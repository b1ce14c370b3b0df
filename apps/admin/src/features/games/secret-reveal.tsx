import type { TBoVendorSecretValue } from "@orchid/contract/backoffice-games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./games.module.css";

/**
 * A vendor's new secret, shown this once: the server keeps no readable copy for the console, so
 * the operator copies it now and hands it to the vendor. "Done" forgets it.
 */
export function SecretReveal(props: { value: TBoVendorSecretValue; onDone: () => void }) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(props.value.secret);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  return (
    <section className={`card ${styles.secret}`} aria-live="polite" data-testid="secret-reveal">
      <h2>{t("bo_games_new_secret_for", { vendor: props.value.code })}</h2>
      <p className={styles.note}>{t("bo_games_secret_once")}</p>
      <code className={styles.secretValue} data-testid="secret-value">
        {props.value.secret}
      </code>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={() => void handleCopy()}>
          {t(copyState === "copied" ? "bo_games_copied" : "bo_games_copy")}
        </button>
        <button type="button" className="btn" onClick={props.onDone}>
          {t("bo_games_secret_done")}
        </button>
        {copyState === "failed" && <span className="field-error">{t("bo_games_copy_failed")}</span>}
      </div>
    </section>
  );
}
