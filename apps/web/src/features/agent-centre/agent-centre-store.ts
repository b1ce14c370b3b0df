import { create } from "zustand";

/** The agent centre's page while the panel shows (spec §3 "agent panel shown flag"); null: closed. */
export const useAgentCentreStore = create<{ page: string | null }>(() => ({ page: null }));

export function showAgentPage(page: string): void {
  useAgentCentreStore.setState({ page });
}

export function closeAgentCentre(): void {
  useAgentCentreStore.setState({ page: null });
}
