import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { domainLanding } from "./domain-landing.ts";

/**
 * Start-up domain routing (spec §7): asks where this domain lands and, once per page load, takes
 * a visitor who arrived on home there (an agent domain: registration with the agent's code).
 * Members with a session and visitors who already moved on stay where they are.
 */
export function useDomainRoute(): void {
  const navigate = useNavigate();
  const hasSession = useAppStore((state) => state.token !== null);
  const hostname = window.location.hostname;
  const { data } = useApiQuery(
    "domainRoute",
    { url: hostname },
    {
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  );
  const hasLanded = useRef(false);

  useEffect(() => {
    if (!data || hasLanded.current) return;
    hasLanded.current = true;
    if (hasSession) return;
    const target = domainLanding(data, window.location.pathname, window.location.search);
    if (target) void navigate(target, { replace: true });
  }, [data, hasSession, navigate]);
}
