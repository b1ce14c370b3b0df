import type { TBoContractDetail } from "@orchid/contract/backoffice-agents";
import { useTranslation } from "react-i18next";
import { CONTRACT_STATE_LOOKS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { formatBp } from "./rate-percent.ts";
import { useFormatEpoch } from "./use-format-epoch.ts";

type TEvent = TBoContractDetail["events"][number];

const ACTION_KEYS: Record<string, string> = {
  offer: "bo_agents_event_offer",
  issue: "bo_agents_event_issue",
  accept: "bo_agents_event_accept",
  refuse: "bo_agents_event_refuse",
  withdraw: "bo_agents_event_withdraw",
  change: "bo_agents_event_change",
  terminate: "bo_agents_event_terminate",
  agree: "bo_agents_event_agree",
  cascade: "bo_agents_event_cascade",
  left_agents: "bo_agents_event_left_agents",
  upline_changed: "bo_agents_event_upline_changed",
};

/** A state's name; one the console does not know reads as recorded. */
function useStateName(): (state: string | null) => string {
  const { t } = useTranslation();
  return (state) => {
    if (!state) return "—";
    const look = CONTRACT_STATE_LOOKS[state as keyof typeof CONTRACT_STATE_LOOKS];
    return look ? t(look.key) : state;
  };
}

/** The contract's history, oldest first: who did what, the state it moved to, and the terms then. */
export function ContractEvents(props: { events: TEvent[] }) {
  const { t } = useTranslation();
  const formatEpoch = useFormatEpoch(true);
  const stateName = useStateName();
  if (props.events.length === 0) return <p className="muted">{t("bo_agents_history_none")}</p>;
  return (
    <ol className={styles.events} data-testid="contract-events">
      {props.events.map((event, index) => {
        const actionKey = ACTION_KEYS[event.action];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders
          <li key={index}>
            <strong>{actionKey ? t(actionKey) : event.action}</strong>
            <span>
              {stateName(event.fromState)} → {stateName(event.toState)}
            </span>
            {event.terms && (
              <span className="mono">
                {event.terms.tiers.map((tier) => formatBp(tier.rateBp)).join(" / ")}
              </span>
            )}
            <span className="muted">
              {t("bo_agents_event_by", { by: event.by })} · {formatEpoch(event.at)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
