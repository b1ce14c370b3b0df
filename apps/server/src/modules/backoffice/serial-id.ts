/** The largest value of a PostgreSQL `serial` (int4) column. */
const MAX_SERIAL = 2_147_483_647;

/**
 * True when a number can be the id of a `serial` row. The contract accepts any positive integer;
 * a larger one can name no row and must answer NOT_FOUND, not a database range error.
 */
export function isSerialId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_SERIAL;
}
