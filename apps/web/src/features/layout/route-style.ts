/** The style name of the main region: the path without its leading slash, `home` for `/` (spec §2). */
export function routeStyleOf(pathname: string): string {
  const style = pathname.replace(/^\/+/, "").replace(/\/+$/, "");
  return style === "" ? "home" : style;
}
