import { ApiError } from "@orchid/contract/api-error";
import { type TBirthdayRequest, ZBirthdayRequest } from "@orchid/contract/member";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoneyForm } from "../wallet/use-money-form.ts";
import { birthdayProblem, birthdayRange, birthdayText, merchantToday } from "./birthday-rules.ts";
import local from "./birthday-section.module.css";
import styles from "./member-centre.module.css";

/** Member info fetched again; resolves once the new answer is in, so the section shows the date. */
function refreshMemberInfo(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["memberInfo"] });
}

/**
 * The member's birthday (it brings the VIP birthday bonus): set once, after a confirmation that
 * writes the date out, and then shown read-only; customer service changes it. The date input
 * offers only days the server accepts (an adult's, on the merchant's today).
 */
export function BirthdaySection({ birthday }: { birthday: string | null }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const range = birthdayRange(merchantToday(new Date(), timeZone));
  const [isSaved, setIsSaved] = useState(false);
  const { errors, setErrors, formError, setFormError, isBusy, submit } = useMoneyForm();
  const { register, handleSubmit, reset } = useContractForm(ZBirthdayRequest, {
    defaultValues: { birthday: "" },
    labels: { birthday: "field_birthday" },
    invalidKeys: { birthday: "err_birthday_invalid" },
    // The server's own rules, so a refused day is explained before anything is sent.
    check: (values) => {
      const problem = /^\d{4}-\d{2}-\d{2}$/.test(values.birthday)
        ? birthdayProblem(values.birthday, merchantToday(new Date(), timeZone))
        : null;
      return { birthday: problem ? t(problem) : undefined };
    },
  });

  async function save(request: TBirthdayRequest) {
    const info = await submit({}, request, async () => {
      try {
        const answer = await api.request("memberBirthday", request);
        await refreshMemberInfo();
        return answer;
      } catch (failure) {
        // Set meanwhile (another tab, customer service): show the saved date with the message.
        if (failure instanceof ApiError && failure.code === "BIRTHDAY_SET") void refreshMemberInfo();
        throw failure;
      }
    });
    if (!info) return;
    reset();
    setIsSaved(true);
  }

  const handleValid = handleSubmit(
    (request) => {
      setErrors({});
      setFormError("");
      showDialog({
        name: "birthday-confirm",
        icon: "warning",
        title: t("security_birthday"),
        text: t("security_birthday_confirm", { date: birthdayText(request.birthday, localeTag) }),
        buttons: [
          { title: t("dialog_cancel") },
          {
            title: t("security_birthday_save"),
            isDefault: true,
            handler: () => {
              void save(request);
              return undefined;
            },
          },
        ],
      });
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <div className={styles.card} data-testid="birthday-section">
      <div className={styles.cardHead}>
        <div>
          <h4 className={styles.cardTitle}>{t("security_birthday")}</h4>
          {birthday ? (
            <span className={local.value} data-testid="birthday-value">
              {birthday}
            </span>
          ) : (
            <span className={styles.status} data-testid="birthday-value">
              {t("security_not_set")}
            </span>
          )}
        </div>
      </div>
      {birthday ? (
        <p className={form.hint}>{t("security_birthday_locked")}</p>
      ) : (
        <>
          <p className={form.hint}>{t("security_birthday_intro")}</p>
          <form className={form.form} noValidate onSubmit={handleValid} data-testid="birthday-form">
            <FormField id="birthday-date" label={t("field_birthday")} error={errors.birthday}>
              <div className={local.row}>
                <input
                  id="birthday-date"
                  type="date"
                  className={`${form.input} ${local.date}`}
                  min={range.min}
                  max={range.max}
                  aria-invalid={Boolean(errors.birthday)}
                  aria-describedby={errors.birthday ? "birthday-date-error" : undefined}
                  data-testid="birthday-input"
                  {...register("birthday")}
                />
                <button
                  type="submit"
                  className={`${buttonStyles.primary} ${form.side}`}
                  disabled={isBusy}
                  data-testid="birthday-submit"
                >
                  {t("security_birthday_save")}
                </button>
              </div>
            </FormField>
          </form>
        </>
      )}
      {formError && (
        <p className={form.formError} role="alert" data-testid="birthday-error">
          {formError}
        </p>
      )}
      {isSaved && birthday && (
        <p className={centre.success} role="status" data-testid="birthday-done">
          {t("security_birthday_saved")}
        </p>
      )}
    </div>
  );
}
