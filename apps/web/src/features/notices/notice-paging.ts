/** Notices per page in the announcement list (spec §9). */
export const NOTICE_PAGE_SIZE = 9;

export function pageCount(total: number, pageSize = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The zero-based page holding a notice index (clamped into range). */
export function pageOfIndex(index: number, total: number, pageSize = NOTICE_PAGE_SIZE): number {
  if (total <= 0) return 0;
  const clamped = Math.min(Math.max(index, 0), total - 1);
  return Math.floor(clamped / pageSize);
}

/** The [start, end) notice indexes shown on a page. */
export function pageRange(page: number, total: number, pageSize = NOTICE_PAGE_SIZE): [number, number] {
  const last = pageCount(total, pageSize) - 1;
  const safe = Math.min(Math.max(page, 0), last);
  return [safe * pageSize, Math.min(total, (safe + 1) * pageSize)];
}
