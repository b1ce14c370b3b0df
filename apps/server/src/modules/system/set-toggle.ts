import type { TSettingsNode } from "@orchid/contract/settings-toggles";

/** A copy of the tree with one node switched; null when no node carries that id. */
export function setToggle(
  nodes: readonly TSettingsNode[],
  modId: string,
  enabled: boolean,
): TSettingsNode[] | null {
  let found = false;
  const walk = (list: readonly TSettingsNode[]): TSettingsNode[] =>
    list.map((node) => {
      const isTarget = node.modId === modId;
      if (isTarget) found = true;
      return {
        ...node,
        enabled: isTarget ? (enabled ? "1" : "0") : node.enabled,
        childrenNodes: walk(node.childrenNodes),
      };
    });
  const next = walk(nodes);
  return found ? next : null;
}
