import { desc } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { devOutbox } from "../../db/schema/accounts.ts";

export type TOutboxMessage = typeof devOutbox.$inferSelect;

export async function addOutboxMessage(
  db: TDb,
  message: { channel: "sms" | "email"; recipient: string; subject?: string; body: string },
): Promise<void> {
  await db.insert(devOutbox).values({ ...message, subject: message.subject ?? "" });
}

export function listOutboxMessages(db: TDb, limit: number): Promise<TOutboxMessage[]> {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}
