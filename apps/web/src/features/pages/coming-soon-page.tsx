import { useTranslation } from "react-i18next";
import { ComingSoonNote } from "../../ui/coming-soon-note.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";

type TComingSoonPageProps = { titleKey: string; textKey: string; testId: string };

/** A real page whose feature opens in a later release (join). */
export function ComingSoonPage({ titleKey, textKey, testId }: TComingSoonPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <div className={page.page} data-testid={testId}>
      <h1 className={page.title}>{t(titleKey)}</h1>
      <ComingSoonNote text={t(textKey)} />
    </div>
  );
}
