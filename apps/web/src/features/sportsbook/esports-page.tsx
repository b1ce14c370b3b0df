import { useSiteInfo } from "../system-status/site-info-context.ts";
import { HallPage } from "./hall-page.tsx";

const SPORTS = ["esports"] as const;

/** `/esports`: the esports book by title, with the merchant's esports providers (TF, IA) beside it. */
export function EsportsPage() {
  const { esportsProviders } = useSiteInfo().info.whitelabel;
  return <HallPage gameType="ESPORTS" titleKey="nav_esports" sports={SPORTS} providers={esportsProviders} />;
}
