import { useAppStore } from "./app-store.ts";
import { writeStored } from "./storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** Keeps the merchant the status call named: in memory for the client, in both storages (spec §3). */
export function rememberMerchant(merchantCode: string): void {
  writeStored("sessionStorage", STORAGE_KEYS.merchant, merchantCode);
  writeStored("localStorage", STORAGE_KEYS.merchant, merchantCode);
  useAppStore.setState({ merchant: merchantCode });
}
