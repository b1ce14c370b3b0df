import { zodResolver } from "@hookform/resolvers/zod";
import { AGENT_CONTRACT_KINDS, DIVIDEND_PERIODS, type TAgentContractKind } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange, useConsoleQuery } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import { KIND_KEYS, PERIOD_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { errorsUnder, flattenErrors } from "./form-errors.ts";
import { issueSchema, type TIssueDraft, type TIssueInput, templateTiers } from "./issue-draft.ts";
import { TierEditor } from "./tier-editor.tsx";

/**
 * Issues a platform contract to an agent: active at once, paid by the platform. The tiers start
 * from the merchant's template of the chosen kind and stay within its limits.
 */
export function IssueContractDialog(props: { onClose: () => void; onIssued: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useConsoleQuery("boAgentContractSettings");
  return (
    <EditDialog title={t("bo_agents_issue")} onClose={props.onClose} testId="contract-issue">
      <p className={styles.note}>{t("bo_agents_issue_hint")}</p>
      <QueryState query={query}>
        {(settings) => <IssueContractForm settings={settings} {...props} />}
      </QueryState>
    </EditDialog>
  );
}

function IssueContractForm(props: {
  settings: TAgentContractSettings;
  onClose: () => void;
  onIssued: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { settings } = props;
  const kinds = AGENT_CONTRACT_KINDS.filter((kind) => settings.enabledKinds.includes(kind));
  const firstKind = kinds[0] ?? "daily_wage";
  const form = useForm<TIssueDraft, unknown, TIssueInput>({
    defaultValues: { username: "", kind: firstKind, ...templateTiers(settings, firstKind) },
    resolver: zodResolver(issueSchema(settings)),
  });
  const issue = useConsoleChange("boIssueAgentContract", {
    refresh: ["boAgentContracts", "boAgentTree"],
    successKey: "bo_agents_issued",
    onSuccess: (contract) => props.onIssued(contract.id),
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const errors = { ...flattenErrors(form.formState.errors), ...issue.fieldErrors };

  function changeKind(next: TAgentContractKind) {
    const start = templateTiers(settings, next);
    form.setValue("kind", next);
    form.setValue("tiers", start.tiers);
    form.setValue("period", start.period);
  }

  if (kinds.length === 0) return <p className="alert">{t("bo_agents_no_kinds")}</p>;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((input) => issue.run(input))}>
      <div className={styles.fields}>
        <Field label={t("bo_agents_username")} errorKey={errors.username}>
          <input
            className="input"
            autoComplete="off"
            maxLength={64}
            aria-invalid={Boolean(errors.username)}
            {...form.register("username")}
            data-testid="contract-issue-username"
          />
        </Field>
        <Field label={t("bo_agents_kind")} errorKey={errors.kind}>
          <select
            className="select"
            value={kind}
            onChange={(event) => changeKind(event.target.value as TAgentContractKind)}
            data-testid="contract-issue-kind"
          >
            {kinds.map((option) => (
              <option key={option} value={option}>
                {t(KIND_KEYS[option])}
              </option>
            ))}
          </select>
        </Field>
        {kind === "dividend" && (
          <Field label={t("bo_agents_dividend_period")}>
            <select className="select" {...form.register("period")}>
              {DIVIDEND_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(PERIOD_KEYS[period])}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      <Controller
        control={form.control}
        name="tiers"
        render={({ field }) => (
          <TierEditor
            value={field.value}
            onChange={field.onChange}
            maxTiers={settings.maxTiers}
            errors={errorsUnder(errors, "tiers")}
            listErrorKey={errors.tierList}
            testId="contract-issue-tiers"
          />
        )}
      />
      <div className={styles.saveRow}>
        <button type="button" className="btn" onClick={props.onClose}>
          {t("bo_cancel")}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={issue.isPending}
          data-testid="contract-issue-submit"
        >
          {t("bo_agents_issue_submit")}
        </button>
      </div>
    </form>
  );
}
