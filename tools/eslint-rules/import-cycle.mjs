import path from 'node:path';
import { createModuleGraph, resolveRelative } from './module-graph.mjs';

/** The graph is shared by every file of one lint run; a new run (a new process) reads afresh. */
let graph = createModuleGraph();

/** For tests, which lint changed files in one process. */
export function forgetModuleGraph() {
  graph = createModuleGraph();
}

/**
 * Reports an import that leads back to the importing file. Unlike import-x's `no-cycle`, a
 * type-only import counts: a circle of types still ties two modules into one, and is how the
 * layers blur first. Dynamic `import()` counts too (through the graph of the imported files).
 */
export const importCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module they can both import.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolveRelative(file, source.value);
      if (imported === null) return;
      const chain = imported === file ? [] : graph.pathBack(imported, file);
      if (chain === null) return;
      const names = [file, ...chain, file].map((step) => path.relative(root, step));
      context.report({ node: source, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
