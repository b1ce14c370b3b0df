import type { TBoBanner } from "@orchid/contract/backoffice-content";
import { useTranslation } from "react-i18next";
import { SCHEDULE_STATE } from "./content-labels.ts";

/** Live, scheduled or ended, as the server judged it when it answered. */
export function ScheduleBadge(props: { state: TBoBanner["state"] }) {
  const { t } = useTranslation();
  const state = SCHEDULE_STATE[props.state];
  return <span className={state.badge}>{t(state.key)}</span>;
}
