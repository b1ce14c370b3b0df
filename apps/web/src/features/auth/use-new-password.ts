import { checkRuleField } from "@orchid/contract/register-validation";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useProblemText } from "./use-problem-text.ts";

type TNewPasswordValues = { newPassword?: string; confirmNewPassword?: string };

/**
 * A new password and its confirmation, checked with the merchant's password rule (spec §5): the
 * form's own rule on top of the contract's bounds.
 */
export function useNewPasswordCheck(): (values: TNewPasswordValues) => Record<string, string> {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const problemText = useProblemText();

  return ({ newPassword = "", confirmNewPassword = "" }) => {
    const found: Record<string, string> = {};
    const rule = info.register.password;
    const problem = rule
      ? checkRuleField("newPassword", rule, newPassword, true)
      : newPassword
        ? null
        : { field: "newPassword", key: "err_required" };
    if (problem) found.newPassword = problemText(problem);
    if (!confirmNewPassword)
      found.confirmNewPassword = t("err_required", { field: t("field_confirm_password") });
    else if (confirmNewPassword !== newPassword) found.confirmNewPassword = t("err_passwords_inconsistent");
    return found;
  };
}
