import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";

/**
 * The end of a money form: the server's refusal (alert), the success line (status) and the
 * submit button; test ids `<testId>-error`, `<testId>-done`, `<testId>-submit`. With `onCancel`
 * the submit button sits in an action row after a cancel button.
 */
export function MoneyFormFooter(props: {
  testId: string;
  formError: string | null | undefined;
  done: string | null | undefined;
  isDisabled: boolean;
  label: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const submit = (
    <button
      type="submit"
      className={buttonStyles.primary}
      disabled={props.isDisabled}
      data-testid={`${props.testId}-submit`}
    >
      {props.label}
    </button>
  );
  return (
    <>
      {props.formError && (
        <p className={form.formError} role="alert" data-testid={`${props.testId}-error`}>
          {props.formError}
        </p>
      )}
      {props.done && (
        <p className={centre.success} role="status" data-testid={`${props.testId}-done`}>
          {props.done}
        </p>
      )}
      {props.onCancel ? (
        <div className={form.actions}>
          <button type="button" className={buttonStyles.ghost} onClick={props.onCancel}>
            {t("dialog_cancel")}
          </button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
