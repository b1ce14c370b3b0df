import type { TWalletTransferValue } from "@orchid/contract/wallet";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/database.ts";
import { SharedTransactions } from "./db/shared-transactions.ts";
import { MediaLinks } from "./modules/media/index.ts";
import { MerchantDirectory } from "./modules/merchants/index.ts";
import { createMessaging, type TMessaging } from "./modules/messaging/index.ts";
import {
  createPasswordHasher,
  KeyRing,
  loadAppSecret,
  SessionCache,
  type TPasswordHasher,
} from "./modules/session/index.ts";
import { BookEvents } from "./modules/sportsbook/index.ts";
import {
  LedgerAccounts,
  runTransferBatch,
  TransferVendorCache,
  type TTransferItem,
  WalletEvents,
} from "./modules/wallet/index.ts";
import { openRedisBus } from "./realtime/redis-bus.ts";

/** What route modules receive: configuration, the database, shared caches, senders and the clock. */
export type TAppContext = {
  config: TConfig;
  database: TDatabase;
  merchants: MerchantDirectory;
  now: () => Date;
  keys: KeyRing;
  messaging: TMessaging;
  passwords: TPasswordHasher;
  /** Pepper for one-time code and captcha hashes (codes are short; a plain hash would be guessable). */
  codePepper: Buffer;
  /** Signs proof-of-work challenges (ALTCHA), shared by every instance. */
  powSecret: Buffer;
  /** Signed addresses of private images (proofs). */
  mediaLinks: MediaLinks;
  /** Ledger account lookup (ids cached) and the balance/unread notifications of member sockets. */
  ledger: LedgerAccounts;
  walletEvents: WalletEvents;
  /** The book's board changes for its live sockets, on every instance (decisions/0024). */
  bookEvents: BookEvents;
  /** Sessions and their members, remembered for SESSION_CACHE_MS. */
  sessions: SessionCache;
  /** Transfer-mode vendors (cached briefly), and member wallet transfers sharing transactions. */
  transferVendors: TransferVendorCache;
  walletTransfers: SharedTransactions<TTransferItem, TWalletTransferValue>;
};

/** Vendor list freshness, and how wallet transfers share transactions (see bench/README.md). */
const VENDOR_CACHE_MS = 2_000;
const TRANSFER_BATCH = { maxBatch: 64, maxInFlight: 2 };

/**
 * Builds the context once per process; `stop()` ends its connections (not the database).
 * Scheduled work (key rotation, purges, payment sweeps) runs on the job runner, which main.ts
 * starts (jobs/app-jobs.ts).
 */
export async function createAppContext(
  config: TConfig,
  database: TDatabase,
  now: () => Date = () => new Date(),
): Promise<TAppContext & { stop(): void }> {
  const keys = new KeyRing(database.db, {
    rotationMs: config.keyRotationMs,
    graceMs: config.keyGraceMs,
    now,
    keyEncryptionKey: config.keyEncryptionKey,
  });
  await keys.start();
  const messaging = createMessaging(config, database.db);
  const bus = config.redisUrl ? await openRedisBus(config.redisUrl) : undefined;
  const ctx: TAppContext = {
    config,
    database,
    merchants: new MerchantDirectory(database.db, config.merchantCacheMs),
    now,
    keys,
    messaging,
    passwords: await createPasswordHasher(config.argon2),
    codePepper: await loadAppSecret(database.db, "code_pepper"),
    powSecret: await loadAppSecret(database.db, "proof_of_work"),
    mediaLinks: new MediaLinks(await loadAppSecret(database.db, "media_links"), now),
    ledger: new LedgerAccounts(database.db),
    walletEvents: new WalletEvents(bus),
    bookEvents: new BookEvents(bus),
    sessions: new SessionCache(config.sessionCacheMs),
    transferVendors: new TransferVendorCache(database.db, VENDOR_CACHE_MS),
    walletTransfers: new SharedTransactions((items) => runTransferBatch(database, items), TRANSFER_BATCH),
  };
  return {
    ...ctx,
    stop: () => {
      messaging.close();
      void bus?.close();
    },
  };
}
