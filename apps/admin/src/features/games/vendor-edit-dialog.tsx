import { type TBoGameVendor, type TWalletMode, WALLET_MODES } from "@orchid/contract/backoffice-games";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { EditDialog } from "./edit-dialog.tsx";
import styles from "./games.module.css";
import { WALLET_MODE_KEYS } from "./games-vocabulary.ts";

/** Whole numbers 0–32767 (the vendor strip's order). */
const ORDER = /^\d{1,5}$/;

/**
 * A vendor's name, place in the vendor strip and wallet mode. Changing the wallet mode moves
 * where members' money is held, so its save takes a second press; the server refuses it while
 * members still hold money in the vendor's transfer wallets.
 */
export function VendorEditDialog(props: { vendor: TBoGameVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const { vendor } = props;
  const [name, setName] = useState(vendor.name);
  const [sortOrder, setSortOrder] = useState(String(vendor.sortOrder));
  const [walletMode, setWalletMode] = useState<TWalletMode>(vendor.walletMode);
  const update = useConsoleChange("boUpdateGameVendor", {
    refresh: ["boGameVendors"],
    onSuccess: props.onClose,
  });
  const isOrderValid = ORDER.test(sortOrder.trim()) && Number(sortOrder) <= 32_767;
  const orderError = isOrderValid ? update.fieldErrors.sortOrder : "bo_games_order_invalid";
  const isModeChanged = walletMode !== vendor.walletMode;

  function save() {
    if (!isOrderValid || !name.trim()) return;
    update.run({ code: vendor.code, name: name.trim(), sortOrder: Number(sortOrder), walletMode });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isModeChanged) save();
  }

  return (
    <EditDialog
      title={t("bo_games_edit_vendor", { vendor: vendor.code })}
      onClose={props.onClose}
      testId="vendor-dialog"
    >
      <form className="stack" onSubmit={handleSubmit}>
        <div className={styles.fields}>
          <Field
            label={t("bo_games_vendor_name")}
            errorKey={name.trim() ? update.fieldErrors.name : "bo_games_name_required"}
          >
            <input
              className="input"
              value={name}
              maxLength={64}
              aria-invalid={!name.trim() || Boolean(update.fieldErrors.name)}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field label={t("bo_games_order")} hint={t("bo_games_order_hint")} errorKey={orderError}>
            <input
              className="input"
              type="number"
              min={0}
              max={32_767}
              step={1}
              value={sortOrder}
              aria-invalid={Boolean(orderError)}
              onChange={(event) => setSortOrder(event.target.value)}
            />
          </Field>
          <Field
            label={t("bo_games_wallet_mode")}
            hint={isModeChanged ? t("bo_games_wallet_mode_warning") : undefined}
          >
            <select
              className="select"
              value={walletMode}
              onChange={(event) => setWalletMode(event.target.value as TWalletMode)}
            >
              {WALLET_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(WALLET_MODE_KEYS[mode])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          {isModeChanged ? (
            <ConfirmButton className="btn btn-primary" disabled={update.isPending} onConfirm={save}>
              {t("bo_games_save")}
            </ConfirmButton>
          ) : (
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {t("bo_games_save")}
            </button>
          )}
        </div>
      </form>
    </EditDialog>
  );
}
