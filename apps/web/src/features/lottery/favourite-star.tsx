import { useTranslation } from "react-i18next";
import styles from "./favourite-star.module.css";

type TStarProps = { name: string; isFavourite: boolean; onToggle: () => void };

/** The star that keeps a lottery game among the member's favourites on this device. */
export function FavouriteStar({ name, isFavourite, onToggle }: TStarProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? "lott_fav_remove" : "lott_fav_add", { name })}
      data-testid="lottery-favourite"
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z"
          fill={isFavourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
