import type { TWalletTransferValue } from "@orchid/contract/wallet";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/database.ts";
import { SharedTransactions } from "./db/shared-transactions.ts";
import { MinuteJobs } from "./jobs/minute-jobs.ts";
import { MediaLinks } from "./modules/media/media-links.ts";
import { createMessaging, type TMessaging } from "./modules/messaging/messaging.ts";
import { depositExpiryJob } from "./modules/payments/deposit-expiry.ts";
import { payoutAutoConfirmJob } from "./modules/payments/payout-confirmation.ts";
import { loadAppSecret } from "./modules/session/app-secrets.ts";
import { purgeSpentAuthRows } from "./modules/session/auth-housekeeping.ts";
import { KeyRing } from "./modules/session/key-ring.ts";
import { createPasswordHasher, type TPasswordHasher } from "./modules/session/password-hasher.ts";
import { SessionCache } from "./modules/session/session-cache.ts";
import { MerchantDirectory } from "./modules/system/merchant-directory.ts";
import { LedgerAccounts } from "./modules/wallet/ledger-accounts.ts";
import { runTransferBatch, type TTransferItem } from "./modules/wallet/transfer-batch.ts";
import { TransferVendorCache } from "./modules/wallet/transfer-vendor-cache.ts";
import { WalletEvents } from "./modules/wallet/wallet-events.ts";
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
  /** Sessions and their members, remembered for SESSION_CACHE_MS. */
  sessions: SessionCache;
  /** Transfer-mode vendors (cached briefly), and member wallet transfers sharing transactions. */
  transferVendors: TransferVendorCache;
  walletTransfers: SharedTransactions<TTransferItem, TWalletTransferValue>;
};

/** Vendor list freshness, and how wallet transfers share transactions (see bench/README.md). */
const VENDOR_CACHE_MS = 2_000;
const TRANSFER_BATCH = { maxBatch: 64, maxInFlight: 2 };

/** Hourly upkeep: key rotation when due, and spent one-time rows removed. */
const UPKEEP_MS = 3_600_000;

/** Builds the context once per process; `stop()` ends its timers and connections (not the database). */
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
  const timer = setInterval(() => {
    void keys.rotateIfDue().catch(() => {});
    void purgeSpentAuthRows(database.db, now()).catch(() => {});
  }, UPKEEP_MS);
  timer.unref();
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
    sessions: new SessionCache(config.sessionCacheMs),
    transferVendors: new TransferVendorCache(database.db, VENDOR_CACHE_MS),
    walletTransfers: new SharedTransactions((items) => runTransferBatch(database, items), TRANSFER_BATCH),
  };
  const minuteJobs = new MinuteJobs();
  minuteJobs.register(payoutAutoConfirmJob(ctx));
  minuteJobs.register(depositExpiryJob(ctx));
  minuteJobs.start();
  return {
    ...ctx,
    stop: () => {
      clearInterval(timer);
      minuteJobs.stop();
      messaging.close();
      void bus?.close();
    },
  };
}
