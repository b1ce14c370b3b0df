import { useTranslation } from "react-i18next";
import styles from "./payments.module.css";

/** Proof images as thumbnails; each opens the full image in a new tab. */
export function ProofImages(props: { urls: string[]; label: string }) {
  const { t } = useTranslation();
  if (props.urls.length === 0) return <span className="muted">{t("bo_proof_none")}</span>;
  return (
    <ul className={styles.proofs} aria-label={props.label}>
      {props.urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="proof-link">
            <img
              className={styles.proof}
              src={url}
              alt={t("bo_proof_alt", { n: index + 1, count: props.urls.length })}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
