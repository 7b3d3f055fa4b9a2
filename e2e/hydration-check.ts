// The check every JS-on journey runs on every document it loads (e2e/fixtures.ts): hydration must
// leave the server's page as it is. The browser's own parse of the server's HTML is kept when the
// document is parsed (DOMContentLoaded: the scripts start after the first paint, decision 036, so
// nothing has hydrated yet); the client announces when hydration is done, its lazily loaded parts
// included, before any effect runs (HYDRATED_EVENT in app/lib/preact-react.client.ts); the two are
// serialized node by node and must be equal. Then, once the client's effects have run: no id twice,
// and nothing wider than the window (a second quantity box pushed a phone's page to 371 px).
import type { BrowserContext } from '@playwright/test';

export type HydrationReport =
  | { url: string; kind: 'hydrated'; differences: string[]; duplicateIds: string[] }
  | { url: string; kind: 'settled'; duplicateIds: string[]; overflow: string | null };

const BINDING = '__spesaHydrationReport';

/** Runs in the page (serialized by Playwright): nothing from outside this function is in scope. */
function watchHydration({ origin, binding, event }: { origin: string; binding: string; event: string }) {
  if (window !== window.top || location.origin !== origin) return;
  const report = (r: unknown) => (window as unknown as Record<string, (r: unknown) => Promise<void>>)[binding]?.(r);

  // Only what hydration may legitimately change is left out: comments (React's Suspense markers,
  // which Preact drops), the nonce, which the browser hides from the DOM once it has read it, and
  // scripts, which have run by then (the streamed data's, which only the server renders, go), and
  // the module preloads the page's script adds.
  const serialize = (root: Node): string[] => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      const indent = ' '.repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent) lines.push(`${indent}${JSON.stringify(node.textContent)}`);
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const element = node as Element;
      // the page's module script adds these after the first paint, which may come before
      // DOMContentLoaded, and hydration removes them (decision 036): not the server's HTML
      if (element.localName === 'script' || (element.localName === 'link' && element.getAttribute('rel') === 'modulepreload')) return;
      const attributes = [...element.attributes]
        .filter((a) => a.name !== 'nonce')
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort();
      lines.push(`${indent}<${element.localName}${attributes.length ? ' ' : ''}${attributes.join(' ')}>`);
      const children = element.localName === 'template' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
      children.forEach((child) => walk(child, depth + 1));
    };
    walk(root, 0);
    return lines;
  };

  // the first and last differing lines of each side, with a line of context: enough to see where
  const differences = (server: string[], hydrated: string[]): string[] => {
    let start = 0;
    while (start < server.length && start < hydrated.length && server[start] === hydrated[start]) start++;
    if (start === server.length && start === hydrated.length) return [];
    let end = 0;
    while (
      end < server.length - start &&
      end < hydrated.length - start &&
      server[server.length - 1 - end] === hydrated[hydrated.length - 1 - end]
    )
      end++;
    const part = (lines: string[]) => {
      const changed = lines.slice(start, lines.length - end);
      const shown =
        changed.length > 12 ? [...changed.slice(0, 6), `  … ${changed.length - 12} more lines …`, ...changed.slice(-6)] : changed;
      return [`  ${lines[start - 1] ?? '(start)'}`, ...shown.map((line) => `> ${line}`)];
    };
    return [`at line ${start + 1}, the server's HTML:`, ...part(server), 'the hydrated DOM:', ...part(hydrated)];
  };

  const duplicateIds = () => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  };

  const overflow = () => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const widest = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > width + 0.5)
      .slice(-1)[0];
    const name = widest ? `${widest.element.localName}${widest.element.id ? `#${widest.element.id}` : ''}.${widest.element.className}` : '';
    return `${document.documentElement.scrollWidth} px wide in a ${width} px window${name ? `, e.g. ${name}` : ''}`;
  };

  // The browser's parse of the server's HTML, and which of its nodes each live node was: a part that
  // hydrates later is compared with the server's version of that part.
  let server: Node | null = null;
  const counterpart = new WeakMap<Node, Node>();
  const pair = (live: Node, copy: Node) => {
    counterpart.set(live, copy);
    live.childNodes.forEach((child, index) => pair(child, copy.childNodes[index]!));
  };
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      server = document.documentElement.cloneNode(true);
      pair(document.documentElement, server);
    },
    { once: true },
  );
  let settled = false;
  document.addEventListener(event, ({ target }) => {
    // synchronously: the effects of this render have not run yet
    const url = location.pathname + location.search;
    const live = target === document ? document.documentElement : (target as Node);
    const before = counterpart.get(live);
    const found = before
      ? differences(serialize(before), serialize(live))
      : [`a part hydrated into an element the server did not send: ${serialize(live).slice(0, 3).join(' ')}`];
    void report({ url, kind: 'hydrated', differences: server ? found : [], duplicateIds: duplicateIds() });
    if (settled) return;
    settled = true;
    // after the effects (they run once a frame is painted), with the page as the shopper then sees it
    requestAnimationFrame(() =>
      setTimeout(() =>
        requestAnimationFrame(() =>
          setTimeout(() => void report({ url, kind: 'settled', duplicateIds: duplicateIds(), overflow: overflow() })),
        ),
      ),
    );
  });
}

/** Installs the check in every page of a JS-enabled context; the reports are collected in `into`. */
export async function checkHydration(context: BrowserContext, origin: string, into: HydrationReport[]) {
  await context.exposeBinding(BINDING, (_source, report: HydrationReport) => void into.push(report));
  await context.addInitScript(watchHydration, { origin, binding: BINDING, event: 'spesa:hydrated' });
}

/** What the reports say is wrong, one entry per problem and page. */
export function hydrationProblems(reports: HydrationReport[]): string[] {
  return reports.flatMap((report) => {
    const problems: string[] = [];
    if (report.kind === 'hydrated' && report.differences.length)
      problems.push(`${report.url}: hydration changed the DOM\n${report.differences.join('\n')}`);
    if (report.duplicateIds.length) problems.push(`${report.url} (${report.kind}): ids used twice: ${report.duplicateIds.join(', ')}`);
    if (report.kind === 'settled' && report.overflow) problems.push(`${report.url}: the page scrolls sideways: ${report.overflow}`);
    return problems;
  });
}
