import { lazy, Suspense, useEffect } from "react";
import { useAppStore } from "../../store/app-store.ts";
import { closeAgentCentre, useAgentCentreStore } from "./agent-centre-store.ts";
import { isAgentAccount } from "./open-agent-centre.ts";

/** The panel, its pages and their catalogue part load only once it is first opened. */
const AgentCentre = lazy(async () => {
  const [module] = await Promise.all([
    import("./agent-centre.tsx"),
    import("./agent-catalogue.ts").then((m) => m.loadAgentCatalogue()),
  ]);
  return { default: module.AgentCentre };
});

/** The agent centre panel, for a signed-in agent only (spec §6); a sign-out closes it. */
export function AgentCentreOutlet() {
  const hasSession = useAppStore((state) => state.token !== null);
  const isAgent = useAppStore((state) => isAgentAccount(state.user?.accountType));
  const page = useAgentCentreStore((state) => state.page);
  useEffect(() => {
    if (!hasSession) closeAgentCentre();
  }, [hasSession]);
  if (!page || !hasSession || !isAgent) return null;
  return (
    <Suspense fallback={null}>
      <AgentCentre page={page} />
    </Suspense>
  );
}
