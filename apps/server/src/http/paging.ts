import type { TPage } from "@orchid/contract/money";

/** Paged lists: what a query asks for and the page the API answers (every module's lists). */

/** Page number, size and row offset of a paged query (the contract supplies the defaults). */
export function paging(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): TPage<T> {
  return { rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
