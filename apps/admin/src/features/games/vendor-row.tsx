import type { TBoGameVendor, TBoVendorSecretValue } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "./games.module.css";
import { WALLET_MODE_KEYS } from "./games-vocabulary.ts";

/**
 * One vendor: order, name and code, wallet mode, lobbies, games, whether a secret is set, its
 * switch. Switching off and rotating the secret take a second press; switching on does not.
 */
export function VendorRow(props: {
  vendor: TBoGameVendor;
  canChange: boolean;
  onEdit: () => void;
  onRotated: (value: TBoVendorSecretValue) => void;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { vendor } = props;
  const update = useConsoleChange("boUpdateGameVendor", { refresh: ["boGameVendors", "boGames"] });
  const rotate = useConsoleChange("boRotateVendorSecret", {
    refresh: ["boGameVendors"],
    successKey: "bo_games_secret_rotated",
    onSuccess: props.onRotated,
  });
  const stateBadge = (
    <span className={vendor.enabled ? "badge badge-ok" : "badge badge-bad"} data-enabled={vendor.enabled}>
      {t(vendor.enabled ? "bo_games_on" : "bo_games_off")}
    </span>
  );

  return (
    <tr data-testid={`vendor-row-${vendor.code}`}>
      <td className={styles.number}>{vendor.sortOrder}</td>
      <td>
        <div>{vendor.name}</div>
        <small className="muted mono">{vendor.code}</small>
      </td>
      <td className={styles.nowrap}>{t(WALLET_MODE_KEYS[vendor.walletMode])}</td>
      <td className="mono">{vendor.gameTypes.join(", ") || "—"}</td>
      <td className={styles.nowrap}>
        {t("bo_games_enabled_of", {
          enabled: formatNumber(vendor.enabledGameCount),
          total: formatNumber(vendor.gameCount),
        })}
      </td>
      <td>
        <span className={vendor.hasSecret ? "badge badge-ok" : "badge badge-warn"}>
          {t(vendor.hasSecret ? "bo_games_secret_set" : "bo_games_secret_none")}
        </span>
      </td>
      <td>{stateBadge}</td>
      {props.canChange && (
        <td>
          <div className={styles.actions}>
            {vendor.enabled ? (
              <ConfirmButton
                className={`btn btn-small btn-danger ${styles.switch}`}
                disabled={update.isPending}
                onConfirm={() => update.run({ code: vendor.code, enabled: false })}
                testId={`vendor-off-${vendor.code}`}
              >
                {t("bo_games_switch_off")}
              </ConfirmButton>
            ) : (
              <button
                type="button"
                className={`btn btn-small ${styles.switch}`}
                disabled={update.isPending}
                onClick={() => update.run({ code: vendor.code, enabled: true })}
                data-testid={`vendor-on-${vendor.code}`}
              >
                {t("bo_games_switch_on")}
              </button>
            )}
            <button type="button" className="btn btn-small" onClick={props.onEdit}>
              {t("bo_games_edit")}
            </button>
            <ConfirmButton
              className="btn btn-small btn-danger"
              disabled={rotate.isPending}
              onConfirm={() => rotate.run({ code: vendor.code })}
              testId={`vendor-rotate-${vendor.code}`}
            >
              {t("bo_games_rotate_secret")}
            </ConfirmButton>
          </div>
        </td>
      )}
    </tr>
  );
}
