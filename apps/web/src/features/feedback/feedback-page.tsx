import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import styles from "./feedback.module.css";
import { FeedbackForm } from "./feedback-form.tsx";
import { MyFeedback } from "./my-feedback.tsx";

/** `/feedback`: anyone may send feedback; a logged-in member then sees theirs with the replies below. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  useDocumentTitle(t("feedback_title"));
  return (
    <div className={`${page.page} ${styles.page}`} data-testid="feedback-page">
      <div>
        <h1 className={page.title}>{t("feedback_title")}</h1>
        <p className={page.subtitle}>{t(hasSession ? "feedback_intro_member" : "feedback_intro_visitor")}</p>
      </div>
      <section className={page.card} aria-label={t("feedback_form_title")}>
        <FeedbackForm />
      </section>
      {hasSession && <MyFeedback />}
    </div>
  );
}
