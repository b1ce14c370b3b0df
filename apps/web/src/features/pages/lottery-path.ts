/** `/lottery` with gameCode, vendor and playType only when they have a value (spec §2). */
export function lotteryPath(query: {
  gameCode?: string | null;
  vendor?: string | null;
  playType?: string | null;
}): string {
  const params = new URLSearchParams();
  for (const key of ["gameCode", "vendor", "playType"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/lottery?${search}` : "/lottery";
}
