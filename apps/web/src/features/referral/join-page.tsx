import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import styles from "./referral.module.css";
import { ReferralContent } from "./referral-content.tsx";
import { registerPath } from "./referral-format.ts";

/**
 * `/join`: a real member's invitation (the member centre's content as a page); a visitor reads how
 * inviting works and registers, keeping the inviter's `?ref=` code; a trial account is told that
 * inviting needs a real account.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const isMember = useIsRealMember();
  useDocumentTitle(t("invite_friends"));
  return (
    <div className={page.page} data-testid="join-page">
      <h1 className={page.title}>{t("invite_friends")}</h1>
      {isMember ? <ReferralContent /> : <JoinIntro />}
    </div>
  );
}

/** What a visitor (or a trial account) sees: the idea in three steps, and the way in. */
function JoinIntro() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const hasSession = useAppStore((state) => state.token !== null);
  return (
    <section className={`${page.card} ${styles.visitor}`} data-testid="join-intro">
      <p>{t("referral_visitor_intro")}</p>
      <ol className={styles.visitorSteps}>
        <li>{t("referral_visitor_step_register")}</li>
        <li>{t("referral_visitor_step_share")}</li>
        <li>{t("referral_visitor_step_reward")}</li>
      </ol>
      {hasSession ? (
        <div className={page.note} role="note" data-testid="join-trial">
          <p>{t("in_need_true_account")}</p>
        </div>
      ) : (
        <div className={styles.visitorActions}>
          <Link to={registerPath(search)} className={buttonStyles.gold} data-testid="join-register">
            {t("register")}
          </Link>
          <button
            type="button"
            className={buttonStyles.ghost}
            data-testid="join-login"
            onClick={() => openAuthModal("login")}
          >
            {t("login")}
          </button>
        </div>
      )}
    </section>
  );
}
