import { z } from "zod";

/** The largest id of a `serial` (int4) row; a larger number can name no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** The id of a `serial` row in a request body. */
export const ZRowId = z.number().int().positive().max(MAX_ROW_ID);

/** The id of a `serial` row in a query string. */
export const ZRowIdQuery = z.coerce.number().int().positive().max(MAX_ROW_ID);
