import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import styles from "./content.module.css";

/**
 * The create/edit form of a content screen: a card above the list, brought into view with its
 * heading focused when it opens; Enter in a field saves, Cancel closes it.
 */
export function ContentFormCard(props: {
  title: string;
  saveTestId: string;
  isPending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "nearest" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <form className={`card stack ${styles.form}`} onSubmit={handleSubmit} noValidate>
      <h2 ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {props.title}
      </h2>
      {props.children}
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={props.isPending}
          data-testid={props.saveTestId}
        >
          {props.isPending ? t("bo_content_saving") : t("bo_content_save")}
        </button>
        <button type="button" className="btn" onClick={props.onCancel}>
          {t("bo_content_cancel")}
        </button>
      </div>
    </form>
  );
}
