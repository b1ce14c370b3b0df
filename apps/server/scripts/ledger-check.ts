import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { openDatabase, rowsOf } from "../src/db/database.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";

/**
 * `npm run ledger:check`: proves the ledger of the configured database (DATABASE_URL, else the
 * PGlite DATA_DIR) and exits 1 on any violation, printing each.
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
try {
  const violations = await checkLedger(database.db);
  const [size] = rowsOf<{ accounts: number; transfers: number }>(
    await database.db.execute(sql`
      select (select count(*) from ledger_accounts)::int as accounts,
        (select count(*) from ledger_transfers)::int as transfers`),
  );
  for (const v of violations) console.error(`✗ ${v.rule}: ${JSON.stringify(v.detail)}`);
  const counts = `${size?.accounts ?? 0} accounts, ${size?.transfers ?? 0} transfers (${database.kind})`;
  console.log(
    violations.length === 0 ? `✓ ledger sound: ${counts}` : `✗ ${violations.length} violation(s); ${counts}`,
  );
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
