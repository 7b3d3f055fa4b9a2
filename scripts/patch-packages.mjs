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

function patch(file, changes, mark = MARK) {
  let source = readFileSync(file, 'utf8');
  if (source.includes(mark)) return 'already patched';
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

// @remix-run/react's <Scripts> (both builds: Node renders the CommonJS one, the browser bundle takes
// the ES one, and the two must render the same markup for hydration): the page is painted before
// its JavaScript is fetched (docs/decisions/036-paint-before-scripts.md). As published, the
// modulepreload links and the inline module's static imports fetch every chunk while the HTML is
// parsed, and the browser evaluates them before its first frame; a phone on a slow network then
// shares its bandwidth between the scripts and the page's CSS and pictures. Patched, the production
// document carries no modulepreload links, and its inline module waits for the first paint, then adds
// the same links and imports the same route modules. Vite's dev server (manifest.hmr) and a build
// without lazy route discovery keep the published static imports.
const SCRIPTS_MARK = '/* spesa: paint before scripts */';
const scriptsHelper = `${SCRIPTS_MARK}
function spesaRouteModuleImports(manifest, matches, enableFogOfWar) {
  let modules = matches.map(match => manifest.routes[match.route.id].module);
  if (!spesaPaintFirst(manifest, enableFogOfWar)) {
    return \`\${manifest.hmr && manifest.hmr.runtime ? \`import \${JSON.stringify(manifest.hmr.runtime)};\` : ""}\${enableFogOfWar ? "" : \`import \${JSON.stringify(manifest.url)}\`};
\${modules.map((module, index) => \`import * as route\${index} from \${JSON.stringify(module)};\`).join("\\n")}\`;
  }
  let preloads = [manifest.entry.module, ...manifest.entry.imports];
  for (let match of matches) preloads.push(...(manifest.routes[match.route.id].imports || []), manifest.routes[match.route.id].module);
  // Waits for the browser's report of the first contentful paint, made once the frame is on screen.
  // A hidden tab paints nothing and fetches at once; a browser without paint timing waits two
  // frames; three seconds without a paint (a page with nothing to paint) end the wait.
  // An async function, not top-level await, which the build's target (es2020) does not assume; it
  // closes after Remix's own lines, which read the modules (spesaScriptsEnd).
  return \`(async () => {
await new Promise(go => {
  if (document.visibilityState === "hidden") return go();
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));
  let timer = setTimeout(go, 3000);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect(); clearTimeout(timer); setTimeout(go);
  }).observe({ type: "paint", buffered: true });
});
for (let href of \${JSON.stringify([...new Set(preloads)])}) { let link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
let [\${modules.map((_, index) => \`route\${index}\`).join(", ")}] = await Promise.all([\${modules.map(module => \`import(\${JSON.stringify(module)})\`).join(", ")}]);\`;
}
function spesaPaintFirst(manifest, enableFogOfWar) {
  return !manifest.hmr && enableFogOfWar;
}
function spesaScriptsEnd(manifest, enableFogOfWar) {
  return spesaPaintFirst(manifest, enableFogOfWar) ? "\\n})();" : "";
}
function Scripts(props) {`;
const scriptsEdits = (ns) => [
  { find: 'function Scripts(props) {', replace: scriptsHelper },
  {
    find: `    let routeModulesScript = !isStatic ? " " : \`\${(_manifest$hmr = manifest.hmr) !== null && _manifest$hmr !== void 0 && _manifest$hmr.runtime ? \`import \${JSON.stringify(manifest.hmr.runtime)};\` : ""}\${enableFogOfWar ? "" : \`import \${JSON.stringify(manifest.url)}\`};
\${matches.map((match, index) => \`import * as route\${index} from \${JSON.stringify(manifest.routes[match.route.id].module)};\`).join("\\n")}`,
    replace: `    let routeModulesScript = !isStatic ? " " : \`\${spesaRouteModuleImports(manifest, matches, enableFogOfWar)}`,
  },
  {
    find: `import(\${JSON.stringify(manifest.entry.module)});\`;`,
    replace: `import(\${JSON.stringify(manifest.entry.module)});\${spesaScriptsEnd(manifest, enableFogOfWar)}\`;`,
  },
  {
    find: `  let preloads = isHydrated ? [] : manifest.entry.imports.concat(routePreloads);`,
    replace: `  let paintFirst = spesaPaintFirst(manifest, enableFogOfWar);
  let preloads = isHydrated || paintFirst ? [] : manifest.entry.imports.concat(routePreloads);`,
  },
  {
    find: `}) : null, /*#__PURE__*/${ns}.createElement("link", {
    rel: "modulepreload",
    href: manifest.entry.module,`,
    replace: `}) : null, paintFirst ? null : /*#__PURE__*/${ns}.createElement("link", {
    rel: "modulepreload",
    href: manifest.entry.module,`,
  },
];
const remixReact = path.dirname(require.resolve('@remix-run/react/package.json'));
for (const [build, ns] of [
  ['dist/components.js', 'React__namespace'],
  ['dist/esm/components.js', 'React'],
]) {
  const result = patch(path.join(remixReact, build), scriptsEdits(ns), SCRIPTS_MARK);
  console.log(`[patch-packages] @remix-run/react ${build}: ${result}`);
}

// @remix-run/react's <RemixServer> and react-router-dom's createStaticRouter (the CommonJS builds
// Node renders with): the route tree is built once per build, not once per document. As published,
// every document request builds the route objects of all ~100 routes afresh (createServerRoutes),
// converts them into new data routes (createStaticRouter), and so misses the router's ranked-branch
// cache above, which is kept per routes array: the render and lazy route discovery ranked the whole
// tree again on each request (docs/decisions/037-shared-markup.md). Both are pure functions of the
// build's manifest and route modules; neither result is changed after it is made.
const SERVER_ROUTES_MARK = '/* spesa: server routes once */';
const serverRoutesEdits = [
  {
    find: `function RemixServer({`,
    replace: `${SERVER_ROUTES_MARK}
const spesaServerRoutesCache = new WeakMap();
function spesaServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
  let cached = spesaServerRoutesCache.get(manifestRoutes);
  if (cached && cached.routeModules === routeModules && cached.future === future && cached.isSpaMode === isSpaMode) return cached.routes;
  let built = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  spesaServerRoutesCache.set(manifestRoutes, { routeModules, future, isSpaMode, routes: built });
  return built;
}
function RemixServer({`,
  },
  {
    find: `  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`,
    replace: `  let routes$1 = spesaServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`,
  },
];
console.log(
  `[patch-packages] @remix-run/react dist/server.js: ${patch(path.join(remixReact, 'dist/server.js'), serverRoutesEdits, SERVER_ROUTES_MARK)}`,
);
const staticRouterEdits = [
  {
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);`,
    replace: `${SERVER_ROUTES_MARK}
const spesaDataRoutesCache = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = spesaDataRoutesCache.get(routes);
  if (!converted) {
    let manifest = {};
    converted = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };
    spesaDataRoutesCache.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
  },
];
const reactRouterDom = path.dirname(require.resolve('react-router-dom/package.json'));
console.log(
  `[patch-packages] react-router-dom server.js: ${patch(path.join(reactRouterDom, 'server.js'), staticRouterEdits, SERVER_ROUTES_MARK)}`,
);
// @remix-run/server-runtime hands <RemixServer> a new map of route modules for every document, built
// from the build's route manifest; the same map per build lets the route tree above be reused.
const entryEdits = [
  {
    find: `function createEntryRouteModules(manifest) {
  return Object.keys(manifest)`,
    replace: `${SERVER_ROUTES_MARK}
const spesaEntryRouteModules = new WeakMap();
function createEntryRouteModules(manifest) {
  let modules = spesaEntryRouteModules.get(manifest);
  if (!modules) spesaEntryRouteModules.set(manifest, (modules = createEntryRouteModulesUncached(manifest)));
  return modules;
}
function createEntryRouteModulesUncached(manifest) {
  return Object.keys(manifest)`,
  },
];
const serverRuntime = path.dirname(require.resolve('@remix-run/server-runtime/package.json'));
console.log(
  `[patch-packages] @remix-run/server-runtime dist/entry.js: ${patch(path.join(serverRuntime, 'dist/entry.js'), entryEdits, SERVER_ROUTES_MARK)}`,
);

// @remix-run/router again: with the tree reused, a document still matched the same pathname against
// it five times (the handler, the static handler, the render, and lazy route discovery for each
// parent path), each a scan of ~100 ranked branches. The matches are kept per ranked branches and
// pathname (the most recent 1,000; a re-ranked tree starts afresh) and each caller gets its own copy,
// with one params object shared by the matches as the router makes them.
const MATCH_RESULT_MARK = '/* spesa: match results */';
const matchResultEdits = [
  {
    find: `  let branches = rankedBranches(routes);
  let matches = null;
  let decoded = decodePath(pathname);`,
    replace: `  let branches = rankedBranches(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  let known = spesaKnownMatches(branches);
  let key = (allowPartial ? "1" : "0") + decoded;
  if (known.has(key)) {
    let hit = known.get(key);
    known.delete(key);
    known.set(key, hit);
    return spesaCopyMatches(hit);
  }`,
  },
  {
    find: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}`,
    replace: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  if (known.size >= 1000) known.delete(known.keys().next().value);
  known.set(key, matches);
  return spesaCopyMatches(matches);
}
${MATCH_RESULT_MARK}
const spesaMatchesByBranches = new WeakMap();
function spesaKnownMatches(branches) {
  let known = spesaMatchesByBranches.get(branches);
  if (!known) spesaMatchesByBranches.set(branches, (known = new Map()));
  return known;
}
function spesaCopyMatches(matches) {
  if (!matches) return null;
  let params = { ...matches[0].params };
  return matches.map(match => ({ params, pathname: match.pathname, pathnameBase: match.pathnameBase, route: match.route }));
}`,
  },
];
console.log(`[patch-packages] @remix-run/router (match results): ${patch(routerFile, matchResultEdits, MATCH_RESULT_MARK)}`);
