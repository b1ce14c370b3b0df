import type { TBoGameRtpRow, TBoModelRtpRow } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import styles from "./games.module.css";
import { VOLATILITY_KEYS } from "./games-vocabulary.ts";
import { RTP_COLUMNS, RtpCells } from "./rtp-cells.tsx";
import { useFormatRate } from "./use-format-rate.ts";

function Head(props: { first: string[] }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {props.first.map((key) => (
          <th key={key} scope="col">
            {t(key)}
          </th>
        ))}
        {RTP_COLUMNS.map((key) => (
          <th key={key} scope="col" className={styles.number}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Each maths model's rounds over the period against its PAR sheet. */
export function RtpModelTable(props: { rows: TBoModelRtpRow[] }) {
  const { t } = useTranslation();
  const formatRate = useFormatRate();
  return (
    <div className="table-wrap">
      <table className={`table ${styles.table}`} data-testid="rtp-models">
        <Head first={["bo_games_model"]} />
        <tbody>
          {props.rows.map((row) => (
            <tr
              key={row.model}
              className={row.isOutside ? styles.outside : undefined}
              data-testid={`rtp-model-${row.model}`}
            >
              <td className={styles.wideCell}>
                <div>{row.modelName}</div>
                <div className={`muted ${styles.small}`}>
                  <span className="mono">{row.model}</span> · {t(VOLATILITY_KEYS[row.volatility])}
                </div>
                {row.jackpotContribution > 0 && (
                  <div className={`muted ${styles.small}`}>
                    {t("bo_games_jackpot_share", { share: formatRate(row.jackpotContribution) })}
                  </div>
                )}
              </td>
              <RtpCells figures={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each game's rounds over the period, the most staked first. */
export function RtpGameTable(props: { rows: TBoGameRtpRow[] }) {
  return (
    <div className="table-wrap">
      <table className={`table ${styles.table}`} data-testid="rtp-games">
        <Head first={["bo_games_game", "bo_games_model"]} />
        <tbody>
          {props.rows.map((row) => (
            <tr
              key={row.gameId}
              className={row.isOutside ? styles.outside : undefined}
              data-testid={`rtp-row-${row.gameId}`}
            >
              <td className={styles.wideCell}>
                <div>{row.gameName}</div>
                <small className={`muted ${styles.small}`}>
                  {row.vendorName} · {row.gameType}
                </small>
              </td>
              <td className="mono">{row.mathsModel ?? "—"}</td>
              <RtpCells figures={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
