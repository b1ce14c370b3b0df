import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./feedback.module.css";
import { safeImageUrl } from "./feedback-filters.ts";

/**
 * The images a member sent with feedback, small, each a link that opens the full image in a new
 * tab; an image that fails to load keeps its link with a mark in its place.
 */
export function FeedbackImages(props: { urls: readonly string[]; reference: string }) {
  const { t } = useTranslation();
  const urls = props.urls.map(safeImageUrl).filter((url): url is string => url !== null);
  if (urls.length === 0) return <span className="muted">—</span>;
  return (
    <div className={styles.images}>
      {urls.map((url, index) => (
        <a
          key={url}
          className={styles.imageLink}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={t("bo_feedback_image_open", { index: index + 1, reference: props.reference })}
          data-testid={`feedback-${props.reference}-image-${index}`}
        >
          <FeedbackThumb
            url={url}
            alt={t("bo_feedback_image_alt", { index: index + 1, reference: props.reference })}
          />
        </a>
      ))}
    </div>
  );
}

function FeedbackThumb(props: { url: string; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed)
    return (
      <span className={styles.thumbFallback} role="img" aria-label={props.alt}>
        ▧
      </span>
    );
  return (
    <img
      className={styles.thumb}
      src={props.url}
      alt={props.alt}
      loading="lazy"
      width={40}
      height={40}
      referrerPolicy="no-referrer"
      onError={() => setHasFailed(true)}
    />
  );
}
