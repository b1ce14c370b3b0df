import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { AgentSettingsForm } from "./agent-settings-form.tsx";

/**
 * The merchant's agent contract settings: which kinds agents may hold, the limits a contract
 * may carry, the active-member and review thresholds, dividend carry-over, the daily run time and
 * the templates a platform contract starts from. Read with agents.read, saved with agents.write.
 */
export function AgentSettingsPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boAgentContractSettings");
  const canWrite = useCan("agents.write");
  return (
    <>
      <PageHeader title={t("bo_nav_agent_settings")} />
      {!canWrite && (
        <p className="muted" role="note">
          {t("bo_agents_settings_read_only")}
        </p>
      )}
      <QueryState query={query}>
        {(settings) => (
          <AgentSettingsForm key={JSON.stringify(settings)} settings={settings} canWrite={canWrite} />
        )}
      </QueryState>
    </>
  );
}
