import { roleAllows } from "@orchid/contract/backoffice";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { MemberWalletCard } from "../wallet/member-wallet-card.tsx";
import { MemberLoginHistory } from "./member-login-history.tsx";
import { MemberNotes } from "./member-notes.tsx";
import { MemberPasswordReset } from "./member-password-reset.tsx";
import { MemberProfileCard } from "./member-profile-card.tsx";
import { MemberProfileForm } from "./member-profile-form.tsx";
import { MemberStatusControl } from "./member-status-control.tsx";
import { MemberUplineForm } from "./member-upline-form.tsx";
import styles from "./members.module.css";

/**
 * One member: profile, wallet (money.read), status, password reset, labels/rank/type, place in
 * the agent tree, notes and login history. Operators without members.write see it all but change nothing.
 */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const { memberId: rawId } = useParams();
  const memberId = Number(rawId);
  const isValidId = Number.isInteger(memberId) && memberId > 0;
  const role = useConsoleStore((state) => state.operator?.role);
  const canWrite = role ? roleAllows(role, "members.write") : false;
  const query = useConsoleQuery("boMemberDetail", { memberId }, isValidId);

  return (
    <>
      <PageHeader title={query.data?.username ?? t("bo_member_detail")}>
        <Link to="/members" className={`btn ${styles.linkButton}`}>
          {t("bo_member_back_to_list")}
        </Link>
      </PageHeader>
      {!isValidId ? (
        <p className="alert">{t("bo_member_not_found")}</p>
      ) : (
        <QueryState query={query}>
          {(detail) => (
            <div className="stack">
              <div className={styles.layout}>
                <MemberProfileCard detail={detail} />
                <div className="stack">
                  <MemberWalletCard memberId={detail.id} />
                  <MemberStatusControl detail={detail} canWrite={canWrite} />
                  {canWrite && <MemberPasswordReset memberId={detail.id} />}
                  <MemberNotes detail={detail} canWrite={canWrite} />
                </div>
              </div>
              {canWrite && (
                <div className={styles.layout}>
                  <MemberProfileForm
                    key={JSON.stringify([detail.id, detail.labels, detail.rankLevel, detail.type])}
                    detail={detail}
                  />
                  <MemberUplineForm key={detail.id} detail={detail} />
                </div>
              )}
              <MemberLoginHistory rows={detail.loginHistory} />
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
