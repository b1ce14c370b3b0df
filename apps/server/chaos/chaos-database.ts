import pg from "pg";

export type TChaosDatabase = {
  /** The fresh database's connection URL. */
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
};

async function onServer<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `orchid_chaos_<pid>_<time>` on the server DATABASE_URL points at,
 * so a chaos run never touches anyone else's data and leaves nothing behind once dropped.
 */
export async function createChaosDatabase(baseUrl: string): Promise<TChaosDatabase> {
  const name = `orchid_chaos_${process.pid}_${Date.now()}`;
  await onServer(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await onServer(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
