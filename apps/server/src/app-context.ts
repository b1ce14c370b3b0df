import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/database.ts";
import type { MerchantDirectory } from "./modules/system/merchant-directory.ts";

/** What route modules receive: configuration, the database, shared caches and the clock. */
export type TAppContext = {
  config: TConfig;
  database: TDatabase;
  merchants: MerchantDirectory;
  now: () => Date;
};
