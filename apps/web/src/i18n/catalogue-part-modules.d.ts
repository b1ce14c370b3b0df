/** A catalogue part split off at build time (catalogue-parts-plugin.ts): a flat key → text map. */
declare module "*.json?part=games" {
  const catalogue: Record<string, string>;
  export default catalogue;
}
