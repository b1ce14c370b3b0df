import { MAIN_WALLET, type TBalance, type TMerchantWallets, type TWalletRow } from "@orchid/contract/wallet";
import type { TDb, TTx } from "../../db/database.ts";
import type { TMerchant } from "../merchants/index.ts";
import {
  memberAccounts,
  type TMemberAccountRow,
  type TTransferVendor,
  transferVendors,
} from "./wallet-repo.ts";

export type TMemberWallets = { wallets: TWalletRow[]; sumBalance: number; mainBalance: number; held: number };

/** The main wallet (available now), what withdrawals hold, and each transfer wallet's balance. */
export async function memberWallets(
  db: TDb | TTx,
  memberId: number,
  /** The transfer vendors when the caller has them (the cached list); else they are read. */
  knownVendors?: TTransferVendor[],
): Promise<TMemberWallets> {
  const [accounts, vendors] = await Promise.all([
    memberAccounts(db, memberId),
    knownVendors ?? transferVendors(db),
  ]);
  return walletsOf(accounts, vendors);
}

/** The wallet list of one member's accounts (main first, then the vendors in display order). */
export function walletsOf(accounts: TMemberAccountRow[], vendors: TTransferVendor[]): TMemberWallets {
  const main = accounts.find((a) => a.kind === "main");
  const games = new Map(accounts.filter((a) => a.kind === "game").map((a) => [a.wallet, a.available]));
  const mainBalance = main?.available ?? 0;
  const wallets: TWalletRow[] = [
    { wallet: MAIN_WALLET, name: MAIN_WALLET, balance: mainBalance },
    ...vendors.map((v) => ({ wallet: v.code, name: v.name, balance: games.get(v.code) ?? 0 })),
  ];
  // A game wallet whose vendor was switched off still holds money: it stays listed until emptied.
  for (const [wallet, balance] of games) {
    if (balance > 0 && !vendors.some((v) => v.code === wallet))
      wallets.push({ wallet, name: wallet, balance });
  }
  const sumBalance = wallets.reduce((sum, w) => sum + w.balance, 0);
  return { wallets, sumBalance, mainBalance, held: main?.held ?? 0 };
}

/** `GET /wps/v2/wallets/balance`. */
export async function memberBalance(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  vendors: TTransferVendor[],
): Promise<TBalance> {
  const { sumBalance, mainBalance, held } = await memberWallets(db, memberId, vendors);
  return {
    sumBalance,
    mainBalance,
    heldBalance: held,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}

/** `GET /wps/v2/wallets/merchant`. */
export async function merchantWallets(
  db: TDb,
  memberId: number,
  vendors: TTransferVendor[],
): Promise<TMerchantWallets> {
  const { wallets, sumBalance } = await memberWallets(db, memberId, vendors);
  return { wallets, sumBalance };
}
