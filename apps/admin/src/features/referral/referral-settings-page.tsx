import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ReferralSettingsForm } from "./referral-settings-form.tsx";

/** The merchant's invite-friends rules: what an invitee must do and what the inviter earns for it. */
export function ReferralSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("bonus.write");
  const query = useConsoleQuery("boReferralSettings");
  return (
    <>
      <PageHeader title={t("bo_referral_nav")} />
      <QueryState query={query}>
        {(settings) => <ReferralSettingsForm settings={settings} canWrite={canWrite} />}
      </QueryState>
    </>
  );
}
