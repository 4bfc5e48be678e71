import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server modules' imports form no cycle (decision 0024): a module that must react to another's
 * change subscribes to the unit of work's events instead of being imported by it. The lint rule
 * (eslint.config.js) keeps the imports between modules to their services; this check keeps the
 * graph of those imports acyclic. Test files are left out: a test may set up another module's data.
 */
const modulesDir = dirname(fileURLToPath(import.meta.url));

type ModuleGraph = Map<string, Set<string>>;

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module's non-test source files' imports, as the set of other modules each one imports. */
function readModuleGraph(): ModuleGraph {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph: ModuleGraph = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const module of modules) {
    const files = readdirSync(join(modulesDir, module), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of files) {
      const path = join(modulesDir, module, file);
      for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2]!;
        if (!specifier.startsWith('.')) {
          continue;
        }
        const target = relative(modulesDir, resolve(dirname(path), specifier)).split(sep);
        if (target.length > 1 && target[0] !== '..' && target[0] !== module && graph.has(target[0]!)) {
          graph.get(module)!.add(target[0]!);
        }
      }
    }
  }
  return graph;
}

/** A cycle of the graph (its modules, the first repeated at the end), or undefined. */
function findCycle(graph: ModuleGraph): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        return [...path.slice(path.indexOf(next)), next];
      }
      const cycle = state.has(next) ? undefined : visit(next);
      if (cycle) {
        return cycle;
      }
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = state.has(node) ? undefined : visit(node);
    if (cycle) {
      return cycle;
    }
  }
  return undefined;
}

describe('server module graph', () => {
  it('finds a cycle where there is one (the check itself)', () => {
    const graph: ModuleGraph = new Map([
      ['missions', new Set(['messaging'])],
      ['messaging', new Set(['booking'])],
      ['booking', new Set(['missions'])],
      ['mobile', new Set(['missions'])],
    ]);
    expect(findCycle(graph)).toEqual(['booking', 'missions', 'messaging', 'booking']);
    graph.get('booking')!.delete('missions');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('reads the imports between modules', () => {
    const graph = readModuleGraph();
    expect([...graph.get('booking')!]).toEqual(expect.arrayContaining(['missions', 'messaging']));
    expect([...graph.get('mobile')!]).toEqual(expect.arrayContaining(['missions', 'messaging', 'auth']));
  });

  it('has no cycle among the server modules', () => {
    expect(findCycle(readModuleGraph())).toBeUndefined();
  });
});
