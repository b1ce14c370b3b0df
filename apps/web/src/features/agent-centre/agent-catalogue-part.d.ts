/** The agent centre's catalogue part, split off at build time (catalogue-parts-plugin.ts). */
declare module "*.json?part=agent" {
  const catalogue: Record<string, string>;
  export default catalogue;
}
