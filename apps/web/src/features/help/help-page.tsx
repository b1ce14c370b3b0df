import { errorKeyOf } from "@orchid/contract/api-problems";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { articleAnchor, groupArticles } from "./group-articles.ts";
import styles from "./help-page.module.css";
import { useHelpCenter } from "./use-help-center.ts";

/**
 * The help centre (`/help`, `/help/*`, and `/helpmc` without the header), with the way to send
 * feedback when no article answers the question.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const help = useHelpCenter();
  const groups = groupArticles(help.data ?? []);
  useDocumentTitle(t("help_title"));

  useEffect(() => {
    if (!help.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [help.data, hash]);

  return (
    <div className={page.page} data-testid="help-page">
      <div className={page.head}>
        <h1 className={page.title}>{t("help_title")}</h1>
        <Link to="/feedback" className={buttonStyles.ghost} data-testid="help-feedback-link">
          {t("feedback_help_link")}
        </Link>
      </div>
      {help.isPending && <Loader />}
      {help.isError && <EmptyState title={t(errorKeyOf(help.error))} />}
      {help.isSuccess && groups.length === 0 && <EmptyState title={t("help_none")} />}
      {groups.length > 0 && (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={t("help_categories")}>
            <ul>
              {groups.map((group) => (
                <li key={group.category}>
                  <a href={`#${articleAnchor(group.articles[0]?.id ?? 0)}`}>{group.category}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.articles}>
            {groups.map((group) => (
              <section key={group.category} className={page.card} aria-label={group.category}>
                <h2 className={page.sectionTitle}>{group.category}</h2>
                {group.articles.map((article) => (
                  <article key={article.id} id={articleAnchor(article.id)} className={styles.article}>
                    <h3 className={styles.articleTitle}>{article.title}</h3>
                    <div
                      className={styles.content}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: help HTML is sanitised by the server
                      dangerouslySetInnerHTML={{ __html: article.content }}
                    />
                  </article>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
