import type { TFight } from "@orchid/contract/sabong";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./arena-stream.module.css";
import { HouseClip } from "./house-clip.tsx";
import { StateBadge } from "./state-badge.tsx";
import { streamSourceOf } from "./stream-source.ts";

/** Whether this browser plays an HLS playlist in a plain <video> (Safari does; most others do not). */
function playsHlsNatively(): boolean {
  try {
    return document.createElement("video").canPlayType("application/vnd.apple.mpegurl") !== "";
  } catch {
    return false;
  }
}

function HlsVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const [isNative] = useState(playsHlsNatively);
  return (
    <>
      <video
        className={styles.media}
        src={url}
        controls
        autoPlay
        muted
        playsInline
        aria-label={t("sabong_stream_title")}
        data-testid="sabong-video"
      />
      {!isNative && (
        <p className={styles.unsupported} data-testid="sabong-stream-unsupported">
          {t("sabong_stream_unsupported")}
        </p>
      )}
    </>
  );
}

/**
 * The video area on top of the page: the operator's HLS stream in a <video>, another https page
 * in a sandboxed frame, or the house clip while there is no stream; the fight's number and state
 * sit over it. An HLS stream also offers a link to open it outside the page.
 */
export function ArenaStream({ streamUrl, fight }: { streamUrl: string | null; fight: TFight | null }) {
  const { t } = useTranslation();
  const source = streamSourceOf(streamUrl);
  return (
    <div className={styles.wrap}>
      <div className={styles.frame} data-testid="sabong-stream" data-kind={source.kind}>
        {source.kind === "house" && <HouseClip />}
        {source.kind === "hls" && <HlsVideo url={source.url} />}
        {source.kind === "embed" && (
          <iframe
            className={styles.media}
            src={source.url}
            title={t("sabong_stream_title")}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="no-referrer"
            loading="lazy"
            data-testid="sabong-embed"
          />
        )}
        {fight && (
          <div className={styles.overlay}>
            <span className={styles.fightNo}>{t("sabong_fight_no", { n: fight.fightNo })}</span>
            <StateBadge state={fight.state} />
          </div>
        )}
      </div>
      {source.kind === "hls" && (
        <a
          className={styles.openLink}
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="sabong-open-stream"
        >
          {t("sabong_open_stream")}
        </a>
      )}
    </div>
  );
}
