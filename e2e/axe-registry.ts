// The run's record of axe scans (decision 049). A scan costs the browser 0.6 to 2.1 CPU s (a page
// load more without JS) and the journeys reach the same pages again and again: the product page from
// every spec that fills a cart, the cart and the checkout in every project, each page again in a
// retry. So a page is scanned once per run for each kind of page it is:
//
//   its route (the address with its ids and slugs as placeholders) × JS on or off × phone or desktop
//   width × its shape (every element's parent, tag, structural attributes and whether it holds text,
//   as a set; which id references resolve; whether an id is used twice)
//
// Two pages of one kind differ only in words and numbers (another product, another order): what
// axe's rules read (roles, names present or not, labels tied, colours by class, landmarks, nesting)
// is the same. Any other difference (a dialog open, an error under a field, one more kind of row)
// makes another kind, which is scanned. Without JS the scan runs in a JS-enabled context at its
// default desktop width (fixtures.ts), whatever the project's width: one kind for both no-JS projects.
//
// Every axe() call is logged (scanned, or covered by an earlier scan of its kind), and every page a
// journey opens too: the run's reporter (e2e/axe-coverage.ts) lists, after a full run, the routes
// opened with a JS setting that no axe() call reached, unless AXE_UNSCANNED says why.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The run's directory, made by the global setup (e2e/global-setup.ts) and inherited by the workers. */
export const REGISTRY_DIR_VARIABLE = 'E2E_AXE_REGISTRY';

export function registryDir(): string | undefined {
  return process.env[REGISTRY_DIR_VARIABLE] || undefined;
}

/** The route of a shop address: ids, slugs and catch-all paths as placeholders, no query. */
export function routeOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .replace(/^\/(product|page)\/[^/]+/, '/$1/:slug')
    .replace(/^\/(category|photo)\/.+/, '/$1/*')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
}

export type Width = 'phone' | 'desktop';
export const widthOf = (viewportWidth: number | undefined): Width => ((viewportWidth ?? 1280) < 768 ? 'phone' : 'desktop');

/**
 * Runs in the page (serialized by Playwright, so nothing from outside is in scope; it works with
 * JavaScript off too): the page's shape, as sorted lines.
 */
export function pageShape(): string[] {
  // attributes whose value is structure; of the others (ids, names, addresses, labels, data) only
  // whether they are empty
  const structural = new Set([
    'class',
    'role',
    'type',
    'tabindex',
    'hidden',
    'open',
    'disabled',
    'required',
    'readonly',
    'checked',
    'selected',
    'multiple',
    'method',
    'lang',
    'dir',
    'scope',
    'rel',
    'target',
    'autocomplete',
    'inputmode',
    'aria-hidden',
    'aria-current',
    'aria-expanded',
    'aria-invalid',
    'aria-live',
    'aria-modal',
    'aria-required',
    'aria-selected',
    'aria-checked',
    'aria-pressed',
    'aria-disabled',
    'aria-busy',
    'aria-haspopup',
  ]);
  const references = new Set(['for', 'aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'list', 'form']);
  const ids = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
  const lines = new Set<string>();
  lines.add(`html lang=${document.documentElement.lang} title=${document.title ? 'yes' : 'no'}`);
  for (const [id, count] of ids) if (count > 1) lines.add(`id used ${count} times: ${id.replace(/\d+/g, '#')}`);
  for (const element of document.querySelectorAll('body, body *')) {
    const attributes = [...element.attributes]
      .map((a) => {
        if (structural.has(a.name)) return `${a.name}=${a.value.replace(/\d+/g, '#')}`;
        if (references.has(a.name))
          return `${a.name}:${
            a.value
              .split(/\s+/)
              .filter(Boolean)
              .every((id) => ids.has(id))
              ? 'resolves'
              : 'broken'
          }`;
        return a.value.trim() ? a.name : `${a.name}=`;
      })
      .sort()
      .join(' ');
    const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ? ' +text' : '';
    lines.add(`${element.parentElement?.localName ?? ''}>${element.localName}[${attributes}]${text}`);
  }
  return [...lines].sort();
}

export type PageKind = { route: string; js: boolean; width: Width; shape: string };

const keyOf = (kind: PageKind) => createHash('sha1').update(JSON.stringify(kind)).digest('hex');

export function kindOf(url: string, js: boolean, width: Width, shape: string[]): PageKind {
  return { route: routeOf(url), js, width, shape: createHash('sha1').update(shape.join('\n')).digest('hex').slice(0, 16) };
}

/**
 * Whether a page of this kind was scanned (clean) earlier in the run, by any worker or project.
 * E2E_AXE_EVERY_PAGE=1 scans at every call, as before the registry (to compare runs).
 */
export function alreadyScanned(kind: PageKind): boolean {
  const dir = registryDir();
  return !!dir && !process.env.E2E_AXE_EVERY_PAGE && existsSync(path.join(dir, 'kinds', keyOf(kind)));
}

type Entry = { kind: PageKind; url: string; test: string; project: string; retry: number; ms?: number };

/** A clean scan: later pages of its kind are covered. (A scan that found something is not recorded.) */
export function recordScan(entry: Entry) {
  const dir = registryDir();
  if (!dir) return;
  mkdirSync(path.join(dir, 'kinds'), { recursive: true });
  try {
    writeFileSync(path.join(dir, 'kinds', keyOf(entry.kind)), JSON.stringify(entry), { flag: 'wx' });
  } catch {
    // two workers scanned the same kind at once: either record will do
  }
  log('scans.jsonl', { ...entry, scanned: true });
}

export function recordSkip(entry: Entry) {
  log('scans.jsonl', { ...entry, scanned: false });
}

/** A document of the shop a journey opened (the coverage check's input). */
export function recordVisit(visit: { route: string; js: boolean; width: Width; url: string; project: string; test: string }) {
  log('visits.jsonl', visit);
}

function log(file: string, line: object) {
  const dir = registryDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // one short line per append: the workers' lines do not interleave
  appendFileSync(path.join(dir, file), `${JSON.stringify(line)}\n`);
}
