import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import {
  checkRegistration,
  normaliseRegisterInput,
  type TRegisterKind,
} from "@orchid/contract/register-validation";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { finishLogin } from "./finish-login.ts";
import { fieldErrorsOf } from "./server-problems.ts";
import { useAffiliateCode } from "./use-affiliate-code.ts";
import { useCaptcha } from "./use-captcha.ts";
import { useProblemText } from "./use-problem-text.ts";
import { useProofOfWork } from "./use-proof-of-work.ts";

/** Server failures that belong to one field. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  USERNAME_TAKEN: "username",
  MOBILE_TAKEN: "mobileNum",
  PHONE_INVALID: "mobileNum",
  CODE_INVALID: "verificationCode",
  CODE_EXPIRED: "verificationCode",
  CAPTCHA_INVALID: "captcha",
  POW_REQUIRED: "pow",
  POW_INVALID: "pow",
  POW_SPENT: "pow",
  PASSWORD_TOO_WEAK: "password",
  PASSWORDS_INCONSISTENT: "confirmPassword",
};

/** Registration state and submit (spec §4, §5): the contract's checks, then register or registerMobile. */
export function useRegisterForm(onRegistered: () => void) {
  const { t } = useTranslation();
  const { info, toggles } = useSiteInfo();
  const rules = info.register;
  const problemText = useProblemText();
  const kinds: TRegisterKind[] = [
    ...(toggles.has("USERNAMEREG3") ? ["username" as const] : []),
    ...(toggles.has("MOBILENUMREG3") ? ["mobile" as const] : []),
  ];
  const [kind, setKindState] = useState<TRegisterKind>(kinds[0] ?? "username");
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialingCode, setDialingCode] = useState("");
  const [isAgreed, setIsAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const captcha = useCaptcha(Boolean(rules.captcha?.enabled));
  // Every registration and registration SMS carries a proof of work (one widget for both).
  const proofOfWork = useProofOfWork(true);
  const affiliate = useAffiliateCode(Boolean(rules.affiliateCode?.enabled));
  const options = {
    kind,
    needsSmsCode: toggles.has("REGMOBVERF3"),
    mobileHasPassword: toggles.has("MOBILENUMPASSREG3"),
  };

  function setValue(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function setKind(next: TRegisterKind) {
    setKindState(next);
    setErrors({});
    setFormError("");
    if (captcha.isShown) void captcha.reload();
  }

  function reset() {
    setValues({});
    setErrors({});
    setFormError("");
    setIsAgreed(false);
    if (captcha.isShown) void captcha.reload();
  }

  function checkAll(input: Record<string, string>): Record<string, string> {
    const found: Record<string, string> = {};
    for (const problem of checkRegistration(rules, input, options))
      found[problem.field] ??= problemText(problem);
    if (captcha.isShown && !captcha.answer.trim()) {
      found.captcha = t("err_required", { field: t("field_captcha") });
    }
    if (!proofOfWork.payload) found.pow = t("pow_required");
    if (!isAgreed) found.agree = t("err_age_not_confirmed");
    return found;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError("");
    const input = normaliseRegisterInput({
      ...values,
      ...(kind === "mobile" ? { username: undefined } : {}),
      affiliateCode: affiliate.isFieldShown ? values.affiliateCode : undefined,
    });
    const found = checkAll(input as Record<string, string>);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      const query = new URLSearchParams(window.location.search);
      const value = await api.request(kind === "mobile" ? "registerMobile" : "register", {
        ...input,
        affiliateCode: input.affiliateCode || affiliate.urlCode || undefined,
        referralCode: query.get("ref") ?? undefined,
        countryDialingCode: input.mobileNum ? dialingCode : undefined,
        registerUrl: window.location.href,
        domain: window.location.hostname,
        registerMethod: window.innerWidth < 768 ? "H5" : "WEB",
        agree: true,
        login: true,
        ...captcha.fields,
        ...proofOfWork.fields,
      });
      if (value && finishLogin(value, "register")) onRegistered();
    } catch (error) {
      handleFailure(error);
    } finally {
      setIsBusy(false);
      proofOfWork.renew();
    }
  }

  function handleFailure(error: unknown) {
    if (captcha.isShown) void captcha.reload();
    const fieldErrors = fieldErrorsOf(error, problemText);
    if (fieldErrors) {
      setErrors(fieldErrors);
      return;
    }
    const code = error instanceof ApiError ? error.code : "";
    if (code === "AFFILIATE_INVALID") {
      showDialog({ name: "invitation-code-error", icon: "warning", text: t("invitation_code_error") });
      return;
    }
    const field = FIELD_OF_CODE[code];
    if (field) setErrors({ [field]: t(errorKeyOf(error)) });
    else setFormError(t(errorKeyOf(error)));
  }

  return {
    rules,
    kinds,
    kind,
    setKind,
    values,
    setValue,
    dialingCode,
    setDialingCode,
    isAgreed,
    setIsAgreed,
    errors,
    setErrors,
    formError,
    isBusy,
    captcha,
    proofOfWork,
    affiliate,
    options,
    reset,
    handleSubmit,
  };
}
