#!/usr/bin/env node
// Runs after every `npm install` (package.json "postinstall"). It edits installed packages where the
// shop needs something their published code lacks; each edit names the exact text it replaces, so
// a new version of the package fails the install loudly instead of being patched blindly.
// Running it again is harmless: an edit already made is recognised and skipped.
//
// @remix-run/router (the CommonJS build, which Node loads on the server; browsers get the ES build):
// matchRoutes flattens and ranks the whole route tree, and compiles a RegExp for every route it
// tries, on every call, and Remix calls it six times per document request (the handler, the static
// handler, the initial manifest of lazy route discovery twice, the render). With this shop's ~100
// routes that was a sixth of the CPU a category page costs (docs/decisions/034-router-match-cache.md).
// The ranked branches are kept per routes array (re-ranked when routes are added, as route
// discovery in a browser-like router does), and compiled paths per (path, case, end).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARK = '/* spesa: match cache */';
const require = createRequire(import.meta.url);

const edits = [
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`,
    replace: `  let branches = rankedBranches(routes);
  let matches = null;`,
  },
  {
    find: `function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
    replace: `${MARK}
const rankedBranchCache = new WeakMap();
function countRoutes(routes) {
  let count = routes.length;
  for (let i = 0; i < routes.length; i++) if (routes[i].children) count += countRoutes(routes[i].children);
  return count;
}
function rankedBranches(routes) {
  let count = countRoutes(routes);
  let cached = rankedBranchCache.get(routes);
  if (cached && cached.count === count) return cached.branches;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  rankedBranchCache.set(routes, { count, branches });
  return branches;
}
function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
  },
  {
    find: `function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {
    caseSensitive = false;
  }
  if (end === void 0) {
    end = true;
  }`,
    replace: `const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {
    caseSensitive = false;
  }
  if (end === void 0) {
    end = true;
  }
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled) return compiled;
  // patterns come from code, but matchPath takes any: a bound, not an LRU, is enough
  if (compiledPaths.size >= 2000) compiledPaths.clear();
  compiled = compilePathUncached(path, caseSensitive, end);
  compiledPaths.set(key, compiled);
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`,
  },
];

function patch(file, changes) {
  let source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) return 'already patched';
  for (const { find, replace } of changes) {
    const at = source.indexOf(find);
    if (at === -1 || source.indexOf(find, at + 1) !== -1) {
      throw new Error(`${file}: the text to replace is not there exactly once (a new version?):\n${find}`);
    }
    source = source.slice(0, at) + replace + source.slice(at + find.length);
  }
  writeFileSync(file, source);
  return 'patched';
}

const routerFile = path.join(path.dirname(require.resolve('@remix-run/router/package.json')), 'dist/router.cjs.js');
console.log(`[patch-packages] @remix-run/router: ${patch(routerFile, edits)}`);
