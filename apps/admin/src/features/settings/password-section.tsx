import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

const WEAK_MIN = 6;
const WEAK_MAX = 64;

/**
 * Member password policy: the default weak password (never shown; members still using it must
 * change it), how many days a password lasts and how hard to guess a new one must be.
 */
export function PasswordSection({ settings }: TSettingsSectionProps) {
  return (
    <div className="stack">
      <WeakPasswordForm
        hasWeakPassword={settings.hasDefaultWeakPassword}
        expiryDays={settings.passwordExpiryDays}
      />
      <ExpiryForm key={String(settings.passwordExpiryDays)} expiryDays={settings.passwordExpiryDays} />
      <StrengthForm
        key={String(settings.passwordMinScore)}
        minScore={settings.passwordMinScore}
        expiryDays={settings.passwordExpiryDays}
      />
    </div>
  );
}

function WeakPasswordForm(props: { hasWeakPassword: boolean; expiryDays: number | null }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const change = useConsoleChange("boSetPasswordPolicy", {
    refresh: ["boSettings"],
    onSuccess: () => setPassword(""),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < WEAK_MIN) return setLocalError("bo_settings_weak_too_short");
    setLocalError(null);
    change.run({ defaultWeakPassword: password, passwordExpiryDays: props.expiryDays });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate aria-labelledby="settings-weak">
      <h2 id="settings-weak">{t("bo_settings_weak_title")}</h2>
      <p className={`muted ${styles.note}`}>{t("bo_settings_weak_hint")}</p>
      <div className="row">
        <span>{t("bo_settings_weak_state")}</span>
        <span
          className={props.hasWeakPassword ? "badge badge-ok" : "badge"}
          data-testid="weak-password-state"
        >
          {t(props.hasWeakPassword ? "bo_settings_weak_set" : "bo_settings_weak_unset")}
        </span>
      </div>
      <Field
        label={t("bo_settings_weak_new")}
        hint={t("bo_settings_weak_rule")}
        errorKey={localError ?? change.fieldErrors.defaultWeakPassword}
      >
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          maxLength={WEAK_MAX}
          value={password}
          aria-invalid={localError || change.fieldErrors.defaultWeakPassword ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className={styles.actions}>
        {props.hasWeakPassword && (
          <ConfirmButton
            disabled={change.isPending}
            onConfirm={() => change.run({ defaultWeakPassword: null, passwordExpiryDays: props.expiryDays })}
          >
            {t("bo_settings_weak_clear")}
          </ConfirmButton>
        )}
        <button type="submit" className="btn btn-primary" disabled={change.isPending || !password}>
          {t("bo_settings_weak_save")}
        </button>
      </div>
    </form>
  );
}

function ExpiryForm(props: { expiryDays: number | null }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetPasswordPolicy", { refresh: ["boSettings"] });
  const [isNever, setIsNever] = useState(props.expiryDays === null);
  const [days, setDays] = useState(String(props.expiryDays ?? 90));
  const dayCount = Number(days);
  const isValid = isNever || (Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 3650);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid) return;
    change.run({ passwordExpiryDays: isNever ? null : dayCount });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate aria-labelledby="settings-expiry">
      <h2 id="settings-expiry">{t("bo_settings_expiry_title")}</h2>
      <label className="check">
        <input type="checkbox" checked={isNever} onChange={(event) => setIsNever(event.target.checked)} />
        {t("bo_settings_expiry_never")}
      </label>
      {!isNever && (
        <Field
          label={t("bo_settings_expiry_days")}
          hint={t("bo_settings_expiry_hint")}
          errorKey={isValid ? change.fieldErrors.passwordExpiryDays : "bo_settings_expiry_range"}
        >
          <input
            className={`input ${styles.narrow}`}
            type="number"
            min={1}
            max={3650}
            inputMode="numeric"
            value={days}
            aria-invalid={isValid ? undefined : true}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending || !isValid}>
          {t("bo_settings_save")}
        </button>
      </div>
    </form>
  );
}

const SCORES = [0, 1, 2, 3, 4] as const;

/** The lowest strength score (0–4) a member's new password may have. */
function StrengthForm(props: { minScore: number; expiryDays: number | null }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetPasswordPolicy", { refresh: ["boSettings"] });
  const [score, setScore] = useState(props.minScore);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    change.run({ passwordExpiryDays: props.expiryDays, passwordMinScore: score });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate aria-labelledby="settings-strength">
      <h2 id="settings-strength">{t("bo_settings_strength_title")}</h2>
      <Field
        label={t("bo_settings_strength_score")}
        hint={t("bo_settings_strength_hint")}
        errorKey={change.fieldErrors.passwordMinScore}
      >
        <select
          className="select"
          value={score}
          data-testid="password-min-score"
          onChange={(event) => setScore(Number(event.target.value))}
        >
          {SCORES.map((level) => (
            <option key={level} value={level}>
              {t(`bo_settings_strength_${level}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending || score === props.minScore}
        >
          {t("bo_settings_save")}
        </button>
      </div>
    </form>
  );
}
