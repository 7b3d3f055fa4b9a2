// app/lib holds what several areas share (issue 25 §1): a module only one route or one component
// folder imports lives beside it, so that the next route copies a folder, not a hidden service layer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(__dirname, '../../app');
const LIB = path.join(APP, 'lib');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a specifier names, without its extension, or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('~/')) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** The area a file belongs to: a route (file or folder), a component folder, or the file itself. */
function area(file: string): string {
  const [top, second] = path.relative(APP, file).split(path.sep);
  if (top === 'routes' || top === 'components') return `${top}/${second.replace(/\.tsx?$/, '')}`;
  return path.relative(APP, file);
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

describe('app/lib', () => {
  it('holds only modules that several areas import, or that a shared module or an entry is made of', () => {
    const files = sources(APP);
    const importers = new Map<string, Set<string>>();
    for (const file of files) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
        const module = target(file, specifier);
        if (!module?.startsWith(LIB + path.sep)) continue;
        const set = importers.get(module) ?? new Set();
        set.add(file);
        importers.set(module, set);
      }
    }
    const alone = readdirSync(LIB)
      .map((name) => withoutExtension(path.join(LIB, name)))
      .filter((module) => {
        const users = [...(importers.get(module) ?? [])].filter((file) => withoutExtension(file) !== module);
        const shared = users.some((file) => file.startsWith(LIB + path.sep) || /^entry\./.test(path.basename(file)));
        return !shared && new Set(users.map(area)).size < 2;
      })
      .map((module) => path.relative(APP, module));
    expect(alone).toEqual([]);
  });
});
