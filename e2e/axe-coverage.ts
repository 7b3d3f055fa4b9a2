// The run's reporter for axe coverage (decision 049). It says how many axe() calls the run made and
// how many scans they cost. After a full run (every spec file, every project) that passed, it lists
// every route of the shop a journey opened, with JS on or off, that no axe() call of the run reached
// and AXE_UNSCANNED does not explain, and such a route fails the run (E2E_AXE_COVERAGE=report only
// lists them). A route that an axe() call reaches is always scanned once: the registry's kinds
// include the route.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { registryDir } from './axe-registry';

/** Routes the journeys open without an axe scan, and why none is needed. */
export const AXE_UNSCANNED: Record<string, string> = {
  // Unknown addresses all answer the one not-found page (app/root.tsx's boundary), scanned at
  // /questa-pagina-non-esiste, /category/* and /product/:slug by catalogue.spec.ts.
  '/non-esiste': 'the not-found page (a title check in phone.spec.ts)',
  '/%01/evil.example': 'the not-found page (a hostile redirect target followed in hostile.spec.ts)',
  '/profile/addresses/manage/abc': 'the not-found page (an address id that is not a number, profile-addresses.spec.ts)',
};

type Visit = { route: string; js: boolean; url: string; project: string; test: string };
type Scan = { kind: { route: string; js: boolean }; scanned: boolean; project: string; test: string };

const readLines = <T>(file: string): T[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];

export default class AxeCoverage implements Reporter {
  private full = false;

  onBegin(config: FullConfig, suite: Suite) {
    // a run of some specs or projects opens pages that other specs scan: only a full run can tell
    const testDir = config.projects[0]?.testDir ?? config.rootDir;
    const specs = readdirSync(testDir).filter((f) => f.endsWith('.spec.ts'));
    const run = new Set(suite.allTests().map((t) => path.basename(t.location.file)));
    const projects = new Set(suite.suites.map((s) => s.title));
    this.full = specs.every((f) => run.has(f)) && config.projects.every((p) => projects.has(p.name));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const dir = registryDir();
    if (!dir) return;
    const scans = readLines<Scan>(path.join(dir, 'scans.jsonl'));
    const done = scans.filter((s) => s.scanned).length;
    console.log(`axe: ${scans.length} calls, ${done} scans, ${scans.length - done} pages of a kind already scanned in the run`);
    if (!this.full || result.status !== 'passed') return;
    const covered = new Set(scans.map((s) => `${s.kind.js ? 'JS' : 'no JS'} ${s.kind.route}`));
    const missing = new Map<string, Visit>();
    for (const visit of readLines<Visit>(path.join(dir, 'visits.jsonl'))) {
      const key = `${visit.js ? 'JS' : 'no JS'} ${visit.route}`;
      if (!covered.has(key) && !(visit.route in AXE_UNSCANNED) && !missing.has(key)) missing.set(key, visit);
    }
    if (!missing.size) return;
    console.log(
      `axe: routes opened by the journeys and never scanned (scan one, or say why in AXE_UNSCANNED, e2e/axe-coverage.ts):\n${[...missing]
        .map(([key, v]) => `  ${key}  (${v.url}, ${v.project} › ${v.test})`)
        .join('\n')}`,
    );
    return process.env.E2E_AXE_COVERAGE === 'report' ? undefined : { status: 'failed' };
  }
}
