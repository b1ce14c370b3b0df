import { checkRuleField } from "@orchid/contract/register-validation";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useProblemText } from "./use-problem-text.ts";

/** Digits only, 7–15, when the merchant has no mobile rule of its own. */
const FALLBACK_RULE = { required: true, patternId: 6, minLength: 7, maxLength: 15 };

/** Checks a mobile number with the merchant's mobile rule; answers the message, or null when valid. */
export function useMobileCheck(): (value: string) => string | null {
  const { info } = useSiteInfo();
  const problemText = useProblemText();
  const rule = info.register.mobileNum ?? FALLBACK_RULE;
  return (value) => {
    const problem = checkRuleField("mobileNum", rule, value.trim(), true);
    return problem ? problemText(problem) : null;
  };
}
