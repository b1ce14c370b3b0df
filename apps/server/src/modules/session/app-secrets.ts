import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { appSecrets } from "../../db/schema/accounts.ts";

/** A server-wide random secret, made once and shared by every instance through the database. */
export async function loadAppSecret(db: TDb, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return Buffer.from(row.value, "base64");
}
