import type { FeatureNode } from '@platform/api/contract';

/**
 * What the whitelabel tree says of the node at `path` (modIds from the top, e.g. MEMBER_CENTRE,
 * then a page key): false when that node or any above it is off, true when it is stated and on,
 * undefined when the tree does not state it (the caller's default applies). A malformed tree
 * states nothing.
 */
export function featureNodeState(tree: readonly FeatureNode[] | null | undefined, path: readonly string[]): boolean | undefined {
  let nodes: unknown = tree;
  for (const modId of path) {
    if (!Array.isArray(nodes)) return undefined;
    const node = (nodes as Partial<FeatureNode>[]).find((candidate) => typeof candidate === 'object' && candidate !== null && candidate.modId === modId);
    if (!node) return undefined;
    if (String(node.enabled) !== '1') return false;
    nodes = node.childrenNodes;
  }
  return true;
}
