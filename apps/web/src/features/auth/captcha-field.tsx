import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import type { TCaptchaState } from "./use-captcha.ts";

/** The captcha answer with its image; clicking the image asks for a new one. */
export function CaptchaField({
  state,
  id,
  error,
}: {
  state: TCaptchaState;
  id: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  if (!state.isShown) return null;
  return (
    <FormField id={id} label={t("field_captcha")} error={error} isRequired>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={state.answer}
          aria-invalid={Boolean(error)}
          onChange={(event) => state.setAnswer(event.target.value)}
        />
        <button
          type="button"
          className={styles.captcha}
          data-testid="captcha-image"
          aria-label={t("captcha_refresh")}
          title={t("captcha_refresh")}
          onClick={() => void state.reload()}
        >
          {state.captcha && <img src={state.captcha.image} alt="" width={160} height={48} />}
        </button>
      </div>
    </FormField>
  );
}
