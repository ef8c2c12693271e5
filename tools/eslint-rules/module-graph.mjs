import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names, as TypeScript's bundler resolution finds it (`./a`,
 * `./a.js` for `a.ts`, `./folder` for its index); null for a package or anything not found.
 */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0]);
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((extension) => withoutJs + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find(isFile) ?? null;
}

/**
 * The modules a file imports by relative path: static, type-only, re-exports and dynamic
 * `import()` alike (TypeScript's pre-processor reads them all without a full parse).
 */
function readImports(file) {
  if (!existsSync(file)) return [];
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter((found) => found !== null);
}

/** A lint run's import graph, read lazily and once per file. */
export function createModuleGraph() {
  const edges = new Map();
  const importsOf = (file) => {
    let found = edges.get(file);
    if (found === undefined) {
      found = readImports(file);
      edges.set(file, found);
    }
    return found;
  };
  return {
    importsOf,
    /** The shortest chain of imports from `start` back to `target`, or null (breadth first). */
    pathBack(start, target) {
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      while (queue.length > 0) {
        const file = queue.shift();
        for (const next of importsOf(file)) {
          if (next === target) {
            const chain = [file];
            for (let step = cameFrom.get(file); step !== null; step = cameFrom.get(step)) chain.unshift(step);
            return chain;
          }
          if (!cameFrom.has(next)) {
            cameFrom.set(next, file);
            queue.push(next);
          }
        }
      }
      return null;
    },
  };
}
