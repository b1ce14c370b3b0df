import { startOrchidServer } from "./orchid-server.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * Runs `work` against the real server on a new scratch database of the PostgreSQL server at
 * `postgresUrl` (migrated and seeded by the server on start); the server stops and the database
 * is dropped afterwards, whatever `work` did.
 */
export async function onOrchidScratch<T>(
  postgresUrl: string,
  env: Record<string, string>,
  work: (orchid: { baseUrl: string; databaseUrl: string }) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    const orchid = await startOrchidServer({ databaseUrl: scratch.url, env });
    try {
      return await work({ baseUrl: orchid.baseUrl, databaseUrl: scratch.url });
    } finally {
      await orchid.stop();
    }
  } finally {
    await scratch.drop();
  }
}
