import type { TBoRegisterRuleRequest } from "@orchid/contract/backoffice-settings";
import type { TStoredRegisterRule } from "@orchid/contract/register-rules";
import type { TAppContext } from "../../../app-context.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { presentRegisterRules } from "../permission-presenter.ts";
import { changeMerchantSettings } from "./settings-change.ts";

/**
 * One registration field's rule: shown or not, required or not, its pattern and length. The
 * register form and the server's own register checks read the same stored rules.
 */
export async function setRegisterRule(ctx: TAppContext, call: TConsoleCall, input: TBoRegisterRuleRequest) {
  const rule: TStoredRegisterRule = {
    enabled: input.enabled,
    required: input.required,
    patternId: input.patternId,
    minLength: input.minLength,
    maxLength: input.maxLength,
  };
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.register_rule", targetType: "register_rule", targetId: input.field },
    (current) => {
      const { acceptedPattern: _pattern, ...before } = presentRegisterRules(current)[input.field];
      return {
        patch: { registerRules: { ...current.registerRules, [input.field]: rule } },
        audit: { before, after: rule },
      };
    },
  );
}
