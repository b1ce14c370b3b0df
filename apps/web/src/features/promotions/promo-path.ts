/** The detail page of one promotion. */
export function promoDetailPath(id: number): string {
  return `/promoDetail?id=${id}`;
}
