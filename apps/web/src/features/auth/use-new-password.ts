import { checkRuleField } from "@orchid/contract/register-validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useProblemText } from "./use-problem-text.ts";

/** A new password and its confirmation, checked with the merchant's password rule (spec §5). */
export function useNewPassword() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const problemText = useProblemText();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    const rule = info.register.password;
    const problem = rule
      ? checkRuleField("newPassword", rule, newPassword, true)
      : newPassword
        ? null
        : { field: "newPassword", key: "err_required" };
    if (problem) found.newPassword = problemText(problem);
    if (!confirmPassword)
      found.confirmNewPassword = t("err_required", { field: t("field_confirm_password") });
    else if (confirmPassword !== newPassword) found.confirmNewPassword = t("err_passwords_inconsistent");
    return found;
  }

  return { newPassword, setNewPassword, confirmPassword, setConfirmPassword, check };
}
