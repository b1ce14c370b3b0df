/** The most pages an export fetches (100 rows each); a longer list is cut there, and says so. */
export const EXPORT_PAGE_LIMIT = 100;

/**
 * Every row of a paged list, page after page, so an export holds the whole filter and not only
 * the page on screen. `truncated` says the list was longer than the export takes.
 */
export async function fetchAllPages<R>(
  fetchPage: (page: number) => Promise<{ rows: R[]; totalPages: number }>,
): Promise<{ rows: R[]; truncated: boolean }> {
  const rows: R[] = [];
  for (let page = 1; page <= EXPORT_PAGE_LIMIT; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.rows);
    if (page >= answer.totalPages || answer.rows.length === 0) return { rows, truncated: false };
  }
  return { rows, truncated: true };
}
