import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { refreshAfterMoneyMoved } from "../wallet/member-data-keys.ts";
import styles from "./game-frame.module.css";

/** Space kept under the frame: the content padding, and the bottom nav on phones. */
const BOTTOM_GAP = 16;
const MIN_HEIGHT = 420;

/**
 * The launched game filling the content area, with its name and a close control. Closing goes
 * back where the game was opened from and refreshes the balance and records it changed.
 */
export function GameFrame({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  useLayoutEffect(() => {
    function fit() {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      const nav = Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue("--bottom-nav-h"),
      );
      const isPhone = window.matchMedia("(max-width: 768px)").matches;
      const below = BOTTOM_GAP + (isPhone && Number.isFinite(nav) ? nav : 0);
      setHeight(Math.max(MIN_HEIGHT, Math.round(window.innerHeight - top - below)));
    }
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, []);

  function handleClose() {
    useAppStore.setState({ iframeUrl: null, currentGame: null });
    refreshAfterMoneyMoved();
    const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (hasHistory) navigate(-1);
    else navigate("/rng", { replace: true });
  }

  return (
    <div className={styles.page} data-testid="game-page">
      <div className={styles.bar}>
        <h1 className={styles.name}>
          <bdi>{name}</bdi>
        </h1>
        <button type="button" className={styles.close} data-testid="game-close" onClick={handleClose}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          {t("game_close")}
        </button>
      </div>
      <div ref={ref} className={styles.frameBox} style={{ height }}>
        <iframe
          className={styles.frame}
          src={url}
          title={name}
          allow="autoplay; fullscreen"
          allowFullScreen
          data-testid="game-frame"
        />
      </div>
    </div>
  );
}
