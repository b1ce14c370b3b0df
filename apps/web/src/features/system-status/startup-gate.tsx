import { enabledToggles } from "@orchid/contract/settings-toggles";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { Loader } from "../../ui/loader.tsx";
import { SiteInfoContext } from "./site-info-context.ts";
import { StatusErrorPage } from "./status-error-page.tsx";
import { isPermissionInfo, systemStatusQuery } from "./system-status-query.ts";

const MaintenancePage = lazy(() =>
  import("./maintenance-page.tsx").then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockPage = lazy(() =>
  import("./region-block-page.tsx").then((m) => ({ default: m.RegionBlockPage })),
);

/** Asks the system status first (spec §4) and shows the site, maintenance, region block or an error. */
export function StartupGate({ children }: { children: React.ReactNode }) {
  const status = useQuery(systemStatusQuery(window.location.hostname));
  const answer = status.data;
  const info = answer && isPermissionInfo(answer) ? answer : null;
  const siteInfo = useMemo(
    () => (info ? { info, toggles: enabledToggles(info.whitelabel.settings) } : null),
    [info],
  );

  if (status.isPending) return <Loader isOverlay />;
  if (status.isError || !answer) {
    return (
      <StatusErrorPage error={status.error} isRetrying={status.isFetching} onRetry={() => status.refetch()} />
    );
  }
  if (answer.status === 1 || answer.status === 2) {
    return (
      <Suspense fallback={<Loader isOverlay />}>
        {answer.status === 1 ? (
          <MaintenancePage info={info} />
        ) : (
          <RegionBlockPage ip={answer.ip} info={info} />
        )}
      </Suspense>
    );
  }
  if (!siteInfo) {
    return <StatusErrorPage error={null} isRetrying={status.isFetching} onRetry={() => status.refetch()} />;
  }
  return <SiteInfoContext.Provider value={siteInfo}>{children}</SiteInfoContext.Provider>;
}
