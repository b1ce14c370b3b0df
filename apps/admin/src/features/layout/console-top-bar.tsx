import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../api/console-api.ts";
import { switchConsoleLanguage } from "../../i18n/console-i18n.ts";
import {
  clearConsoleSession,
  rememberLanguage,
  setActingMerchant,
  setTheme,
  type TConsoleLanguage,
  useConsoleStore,
} from "../../store/console-store.ts";
import styles from "./console-top-bar.module.css";

const LANGUAGE_NAMES: Record<TConsoleLanguage, string> = { EN: "English", CN: "简体中文" };

/** Who is signed in, the merchant acted on (platform owners may switch it), language, theme, sign out. */
export function ConsoleTopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { operator, merchant, language, theme } = useConsoleStore();
  const [merchantDraft, setMerchantDraft] = useState(merchant ?? "");

  async function signOut() {
    try {
      await api.request("boLogout");
    } catch {
      // The session may already be gone; signing out locally is what matters.
    }
    clearConsoleSession();
    queryClient.clear();
    navigate("/login", { replace: true });
  }

  function switchMerchant(event: FormEvent) {
    event.preventDefault();
    const code = merchantDraft.trim().toLowerCase();
    if (!code || code === merchant) return;
    setActingMerchant(code);
    queryClient.clear();
  }

  async function changeLanguage(next: TConsoleLanguage) {
    rememberLanguage(next);
    await switchConsoleLanguage(next);
  }

  return (
    <header className={styles.bar}>
      {operator?.merchantCode === null ? (
        <form className={styles.merchant} onSubmit={switchMerchant}>
          <label>
            <span>{t("bo_merchant")}</span>
            <input
              className="input"
              value={merchantDraft}
              onChange={(event) => setMerchantDraft(event.target.value)}
              data-testid="merchant-switch"
            />
          </label>
          <button type="submit" className="btn btn-small">
            {t("bo_switch")}
          </button>
        </form>
      ) : (
        <div className={styles.merchant}>
          <span className="muted">{t("bo_merchant")}</span> <strong>{merchant}</strong>
        </div>
      )}
      <div className={styles.tools}>
        <label className={styles.language}>
          <span className="muted">{t("bo_language")}</span>
          <select
            className="select"
            value={language}
            onChange={(event) => void changeLanguage(event.target.value as TConsoleLanguage)}
          >
            {(Object.keys(LANGUAGE_NAMES) as TConsoleLanguage[]).map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
          aria-label={t(theme === "dark" ? "bo_theme_light" : "bo_theme_dark")}
        >
          {theme === "dark" ? "☀" : "☾"}
        </button>
        <span className={styles.who}>
          {operator?.displayName} <span className="badge">{t(`bo_role_${operator?.role ?? "owner"}`)}</span>
        </span>
        <button type="button" className="btn btn-small" onClick={() => void signOut()}>
          {t("bo_sign_out")}
        </button>
      </div>
    </header>
  );
}
