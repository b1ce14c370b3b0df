import type { TBoGameVendor, TBoVendorSecretValue } from "@orchid/contract/backoffice-games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./games.module.css";
import { PlatformNotice } from "./platform-notice.tsx";
import { SecretReveal } from "./secret-reveal.tsx";
import { useCanChangeGames } from "./use-can-change-games.ts";
import { useIsPlatformOperator } from "./use-is-platform-operator.ts";
import { VendorEditDialog } from "./vendor-edit-dialog.tsx";
import { VendorRow } from "./vendor-row.tsx";

const COLUMNS = [
  "bo_games_order",
  "bo_games_vendor",
  "bo_games_wallet_mode",
  "bo_games_lobbies",
  "bo_games_game_count",
  "bo_games_secret",
  "bo_games_enabled",
];

/**
 * The game vendors (shared by every merchant): their switch, wallet mode, order and name, and
 * their protocol secret, rotated here and shown once. Platform owners change them; everyone
 * else reads.
 */
export function VendorsPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boGameVendors");
  const canChange = useCanChangeGames("games.vendors");
  const isPlatform = useIsPlatformOperator();
  const [editing, setEditing] = useState<TBoGameVendor | null>(null);
  const [revealed, setRevealed] = useState<TBoVendorSecretValue | null>(null);

  return (
    <>
      <PageHeader title={t("bo_nav_game_vendors")} />
      <div className="stack">
        {!isPlatform && <PlatformNotice />}
        {revealed && <SecretReveal value={revealed} onDone={() => setRevealed(null)} />}
        <QueryState query={query}>
          {(vendors) => (
            <div className="table-wrap">
              <table className={`table ${styles.table}`} data-testid="vendor-table">
                <thead>
                  <tr>
                    {COLUMNS.map((key) => (
                      <th
                        key={key}
                        scope="col"
                        className={key === "bo_games_order" ? styles.number : undefined}
                      >
                        {t(key)}
                      </th>
                    ))}
                    {canChange && (
                      <th scope="col" className={styles.number}>
                        {t("bo_action")}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {vendors.map((vendor) => (
                    <VendorRow
                      key={vendor.code}
                      vendor={vendor}
                      canChange={canChange}
                      onEdit={() => setEditing(vendor)}
                      onRotated={setRevealed}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </div>
      {editing && <VendorEditDialog vendor={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
