import type { TAgentContractState } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { StatusBadge, type TBadgeTone } from "../../member-centre/status-badge.tsx";

const TONES: Record<TAgentContractState, TBadgeTone> = {
  pending_new: "wait",
  active: "good",
  pending_change: "wait",
  terminating: "wait",
  refused: "bad",
  withdrawn: "neutral",
  terminated: "neutral",
};

/** A contract's state as a coloured label. */
export function ContractStateBadge({ state }: { state: TAgentContractState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[state]} text={t(`agc_state_${state}`)} testId="contract-state" />;
}
