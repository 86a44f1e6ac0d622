// The web app's layering (STYLE.md): a feature never imports another feature, and the shared code
// imports no feature and not the app; only src/app wires features together.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** `features/<name>`, `shared`, `app` or `src`: where a file sits in the layering. */
function layerOf(file: string): string {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === 'features') return `features/${name}`;
  return top === 'shared' || top === 'app' ? top : 'src';
}

function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1] as string),
  );
}

describe('web app layering', () => {
  const files = sourceFiles(SRC);

  it('finds the features and the shared code', () => {
    const layers = new Set(files.map(layerOf));
    expect([...layers].filter((l) => l.startsWith('features/')).length).toBeGreaterThan(5);
    expect(layers.has('shared')).toBe(true);
  });

  it('keeps each feature to itself and the shared code free of features and the app', () => {
    const crossing = files.flatMap((file) => {
      const from = layerOf(file);
      if (from === 'app' || from === 'src') return [];
      return relativeImports(file)
        .map((target) => ({ target, to: layerOf(target) }))
        .filter(({ to }) => to !== from && (to.startsWith('features/') || to === 'app'))
        .map(({ target }) => `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`);
    });
    expect(crossing).toEqual([]);
  });
});
