import { zodResolver } from "@hookform/resolvers/zod";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import styles from "./agents.module.css";
import { CarryOverSection } from "./carry-over-section.tsx";
import { flattenErrors } from "./form-errors.ts";
import { LimitsSection } from "./limits-section.tsx";
import { settingsDraftOf, type TSettingsDraft, ZSettingsDraft } from "./settings-draft.ts";
import { TemplatesSection } from "./templates-section.tsx";

/**
 * The settings form: checked as a whole before it is sent (rates within 100 % and two decimals,
 * amounts exact to the cent, templates within the limits typed in the same form), then saved.
 */
export function AgentSettingsForm(props: { settings: TAgentContractSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const form = useForm<TSettingsDraft, unknown, TAgentContractSettings>({
    defaultValues: settingsDraftOf(props.settings),
    resolver: zodResolver(ZSettingsDraft),
  });
  const save = useConsoleChange("boSaveAgentContractSettings", { refresh: ["boAgentContractSettings"] });
  const errors = flattenErrors(form.formState.errors);

  return (
    <form
      className="stack"
      noValidate
      onSubmit={form.handleSubmit((settings) => save.run(settings))}
      aria-label={t("bo_nav_agent_settings")}
      data-testid="agent-settings-form"
    >
      <fieldset className={styles.fieldset} disabled={!props.canWrite || save.isPending}>
        <LimitsSection form={form} errors={errors} />
        <CarryOverSection form={form} />
        <TemplatesSection form={form} errors={errors} disabled={!props.canWrite} />
      </fieldset>
      {props.canWrite && (
        <div className={styles.saveRow}>
          <button type="button" className="btn" onClick={() => form.reset()} disabled={save.isPending}>
            {t("bo_agents_settings_undo")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="agent-settings-save"
          >
            {t("bo_agents_settings_save")}
          </button>
        </div>
      )}
    </form>
  );
}
