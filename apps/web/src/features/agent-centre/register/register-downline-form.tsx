import { ZRegisterDownline } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import { useAppStore } from "../../../store/app-store.ts";
import form from "../../../ui/auth-form.module.css";
import centre from "../../../ui/centre-page.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { FormField } from "../../../ui/form-field.tsx";
import { useContractForm } from "../../../ui/use-contract-form.ts";
import { refreshCalls } from "../../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { useMoneyForm } from "../../wallet/use-money-form.ts";

/** Agent types whose downlines may be agents themselves (2 and 42 open members only). */
const AGENT_MAKERS: readonly number[] = [1, 41];

/** Register center: the agent opens a direct downline's account (a member, or an agent where allowed). */
export function RegisterDownlineForm() {
  const { t } = useTranslation();
  const type = useAppStore((state) => state.user?.accountType ?? 0);
  const mayOpenAgents = AGENT_MAKERS.includes(type);
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    USERNAME_TAKEN: "username",
    DOWNLINE_TYPE_NOT_ALLOWED: "accountType",
  });
  const { register, handleSubmit, reset } = useContractForm(ZRegisterDownline, {
    defaultValues: { username: "", password: "", accountType: "member" },
    labels: { username: "field_username", password: "field_password", accountType: "agc_register_type" },
  });

  const handleValid = handleSubmit(
    async (request) => {
      const value = await submit({}, request, () => api.request("registerDownline", request));
      if (!value) return;
      reset();
      refreshCalls(["downlines", "teamOverview"]);
      setDone(
        t(value.type === 0 ? "agc_register_done_member" : "agc_register_done_agent", {
          username: value.username,
        }),
      );
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <form
      className={centre.card}
      noValidate
      data-testid="register-downline-form"
      onSubmit={(event) => {
        setDone("");
        void handleValid(event);
      }}
    >
      <h4 className={centre.cardTitle}>{t("agc_register_title")}</h4>
      <div className={centre.grid2}>
        <FormField id="ac-reg-username" label={t("field_username")} error={errors.username} isRequired>
          <input
            id="ac-reg-username"
            className={form.input}
            autoComplete="off"
            maxLength={64}
            aria-invalid={Boolean(errors.username)}
            data-testid="register-downline-username"
            {...register("username")}
          />
        </FormField>
        <FormField id="ac-reg-password" label={t("field_password")} error={errors.password} isRequired>
          <input
            id="ac-reg-password"
            className={form.input}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            aria-invalid={Boolean(errors.password)}
            data-testid="register-downline-password"
            {...register("password")}
          />
        </FormField>
      </div>
      <FormField id="ac-reg-type" label={t("agc_register_type")} error={errors.accountType}>
        <select
          id="ac-reg-type"
          className={form.input}
          data-testid="register-downline-type"
          {...register("accountType")}
        >
          <option value="member">{t("agc_type_member")}</option>
          {mayOpenAgents && <option value="agent">{t("agc_type_agent")}</option>}
        </select>
      </FormField>
      <MoneyFormFooter
        testId="register-downline"
        formError={formError}
        done={done}
        isDisabled={isBusy}
        label={t("agc_register_submit")}
      />
    </form>
  );
}
