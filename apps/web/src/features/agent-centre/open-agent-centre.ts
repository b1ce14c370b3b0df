import i18next from "i18next";
import { useAppStore } from "../../store/app-store.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { requireRealAccount } from "../member/action-gate.ts";
import { showAgentPage } from "./agent-centre-store.ts";

/** Account types that may have downlines (spec §6); kept here so the header needs no schema code. */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isAgentAccount(type: number | undefined): boolean {
  return AGENT_TYPES.includes(type ?? 0);
}

/**
 * Opens the agent centre on its default page (team overview). Without a session the login
 * popup opens and a trial account gets the real-account warning (the member centre's gate); a
 * plain member is told the agent side is for agents only.
 */
export function openAgentCentre(page = "teamOverview"): void {
  if (!requireRealAccount()) return;
  if (!isAgentAccount(useAppStore.getState().user?.accountType)) {
    showDialog({
      name: "non-agent",
      icon: "warning",
      text: i18next.t("err_non_agent_account"),
      buttons: [{ title: i18next.t("in_increase_submit"), isDefault: true }],
    });
    return;
  }
  showAgentPage(page);
}
