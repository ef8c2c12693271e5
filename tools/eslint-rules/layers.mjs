import path from 'node:path';
import { resolveRelative } from './module-graph.mjs';

/**
 * Keeps imports going the way the layers say. Options: `{ layers: { <name>: { paths: [folder, …],
 * imports: [<layer name>, …], sliced?: true } } }`, folders relative to the working directory.
 * A layer may import itself and the layers it lists. In a sliced layer (apps/web's `features/`)
 * each sub-folder is a slice that others reach only through its `index.ts`, while files inside a
 * slice import each other freely. Files and imports outside every layer are not checked.
 */
export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross a layer the wrong way or reach into another feature' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                paths: { type: 'array', items: { type: 'string' } },
                imports: { type: 'array', items: { type: 'string' } },
                sliced: { type: 'boolean' },
              },
              required: ['paths', 'imports'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: '{{from}} may not import {{to}} ({{target}}): imports go {{from}} -> {{allowed}}.',
      intoSlice: 'Import {{slice}} through its index.ts, not its file {{target}}.',
    },
  },
  create(context) {
    const root = context.cwd;
    const definitions = Object.entries(context.options[0].layers).flatMap(([name, layer]) =>
      layer.paths.map((folder) => ({ name, layer, folder: path.resolve(root, folder) + path.sep })),
    );
    // Where a file sits: its layer and, in a sliced layer, its slice folder.
    const place = (file) => {
      const found = definitions.find(({ folder }) => file.startsWith(folder));
      if (!found) return null;
      const slice = found.layer.sliced ? found.folder + file.slice(found.folder.length).split(path.sep)[0] : null;
      return { ...found, slice };
    };
    const from = place(context.filename);
    if (from === null) return {};

    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const file = resolveRelative(context.filename, source.value);
      if (file === null) return;
      const to = place(file);
      if (to === null) return;
      const target = path.relative(root, file);
      if (to.name !== from.name && !from.layer.imports.includes(to.name)) {
        context.report({ node: source, messageId: 'upward', data: { from: from.name, to: to.name, target, allowed: from.layer.imports.join(', ') || 'nothing' } });
        return;
      }
      const isEntry = /^index\.tsx?$/.test(path.basename(file)) && path.dirname(file) === to.slice;
      if (to.slice !== null && to.slice !== from.slice && !isEntry) {
        context.report({ node: source, messageId: 'intoSlice', data: { slice: path.relative(root, to.slice), target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
