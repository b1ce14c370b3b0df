import { useState } from "react";
import { useTranslation } from "react-i18next";
import { safeImageUrl } from "../feedback/feedback-filters.ts";
import styles from "./applications.module.css";

/**
 * The proof images a member sent with an application, small, each a link that opens the full
 * image in a new tab. Only web addresses and paths on this site are shown; an image that fails to
 * load keeps its link with a mark in its place.
 */
export function ApplicationImages(props: { urls: readonly string[]; applicationId: number }) {
  const { t } = useTranslation();
  const urls = props.urls.map(safeImageUrl).filter((url): url is string => url !== null);
  if (urls.length === 0) return <span className="muted">—</span>;
  const id = props.applicationId;
  return (
    <div className={styles.images}>
      {urls.map((url, index) => (
        <a
          key={url}
          className={styles.imageLink}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={t("bo_applications_image_open", { index: index + 1, id })}
          data-testid={`application-${id}-image-${index}`}
        >
          <ApplicationThumb url={url} alt={t("bo_applications_image_alt", { index: index + 1, id })} />
        </a>
      ))}
    </div>
  );
}

function ApplicationThumb(props: { url: string; alt: string }) {
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
