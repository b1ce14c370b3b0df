import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { articleAnchor, groupArticles } from "../help/group-articles.ts";
import { useHelpCenter } from "../help/use-help-center.ts";
import styles from "./site-footer.module.css";

const MAX_CATEGORIES = 4;
const MAX_ARTICLES = 5;

/** Footer columns of help topics, linking into the help centre. */
export function FooterHelpMenu() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const groups = groupArticles(help.data ?? []).slice(0, MAX_CATEGORIES);
  if (groups.length === 0) return null;
  return (
    <nav className={styles.helpMenu} aria-label={t("footer_help_menu")}>
      {groups.map((group) => (
        <div key={group.category} className={styles.column}>
          <h2 className={styles.columnTitle}>{group.category}</h2>
          <ul className={styles.columnList}>
            {group.articles.slice(0, MAX_ARTICLES).map((article) => (
              <li key={article.id}>
                <Link to={`/help#${articleAnchor(article.id)}`} className={styles.columnLink}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
