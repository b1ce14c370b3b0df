/** Integration tests run on PGlite unless ORCHID_TEST_DB=postgres (and DATABASE_URL) is set. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.ORCHID_TEST_DB === "postgres" && process.env.DATABASE_URL ? "postgres" : "pglite";
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
