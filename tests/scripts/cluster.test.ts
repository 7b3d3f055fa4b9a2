// `npm run cluster`'s own rules (decision 062): the nginx template rendered only with the values it
// names, its static files served with the storefront's own headers, the upstream lines, and a
// supervised process replaced on purpose: stopped with SIGTERM, started again at once, not counted as
// a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mainConfig,
  NGINX,
  nginxArgs,
  renderTemplate,
  TEMPLATE,
  upstreamServer,
  upstreamServers,
  writeNginxConfig,
} from '../../scripts/nginx.mjs';
import { supervisor } from '../../scripts/processes.mjs';
import { refusalOf, STATIC_HEADERS } from '../../server/hardening.mjs';
import { freePort } from '../backend/helpers/processes';

const template = readFileSync(TEMPLATE, 'utf8');
const VALUES = {
  SHOP_PORT: 3690,
  API_PORT: 3691,
  STOREFRONT_SERVERS: upstreamServer({ port: 3692 }),
  BACKEND_SERVERS: upstreamServer({ port: 3693, down: true }),
  STATIC_ROOT: '/srv/spesa',
  ACCESS_LOG: '/var/log/spesa.log',
};

/** the `location` blocks of a rendered configuration, by their opening line */
function locations(config: string): Map<string, string> {
  return new Map([...config.matchAll(/^\s*location ([^{]+)\{([\s\S]*?)^\s*\}/gm)].map(([, name, body]) => [name!.trim(), body!]));
}

describe('the nginx template', () => {
  it('replaces the names it uses and leaves nginx’s own variables alone', () => {
    const config = renderTemplate(template, VALUES);
    expect(config).not.toMatch(/\$\{[A-Z]/);
    expect(config).toContain('listen 3690;');
    expect(config).toContain('server 127.0.0.1:3692 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:3693 max_fails=1 fail_timeout=5s down;');
    expect(config).toContain('proxy_set_header Host $http_host;');
    expect(config).toContain('root /srv/spesa/build/en/client;');
    const { ACCESS_LOG: _, ...missing } = VALUES;
    expect(() => renderTemplate(template, missing)).toThrow(/ACCESS_LOG/);
  });

  it('never passes a POST on to another process once sent (no non_idempotent), and keeps connections alive', () => {
    const config = renderTemplate(template, VALUES)
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(config).toMatch(/^proxy_next_upstream error timeout;$/m);
    expect(config).not.toContain('non_idempotent');
    expect(config.match(/keepalive \d+;/g)).toHaveLength(2);
    expect(config).toContain('proxy_set_header Connection "";');
  });

  it('serves the build’s files with the headers server/index.mjs gives them', () => {
    const blocks = locations(renderTemplate(template, VALUES));
    const headersOf = (name: string) =>
      Object.fromEntries([...blocks.get(name)!.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, k, v]) => [k, v]));
    for (const name of ['~ \\.[^/]*$', '@english_build', '= /manifest.webmanifest']) {
      expect(headersOf(name), name).toEqual({ ...STATIC_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' });
    }
    expect(headersOf('= /sw.js')).toEqual({
      ...STATIC_HEADERS,
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'no-cache',
    });
  });

  it('answers a request it refuses itself (a path it cannot decode) with the page the storefront gives a path it always refuses', () => {
    const config = renderTemplate(template, VALUES);
    const blocks = locations(config);
    const [, target] = /^\s*error_page 400 (\S+);$/m.exec(config) ?? [];
    expect(target).toBe('/__bad-request');
    const block = blocks.get(`= ${target}`)!;
    expect(block).toMatch(/^\s*internal;$/m);
    const [, asked] = /proxy_pass http:\/\/spesa_storefronts(\/\S*);/.exec(block) ?? [];
    // the storefront's own rule (server/hardening.mjs): refused with its 400 page, whatever the host
    expect(refusalOf('GET', { host: '127.0.0.1:3690' }, asked)).toEqual({ status: 400 });
    // nginx read no Host: one is given, or Node refuses the request before the storefront sees it
    expect(block).toContain('proxy_set_header Host $server_addr:$server_port;');
    // its own proxy_set_header drops the inherited ones: the kept connection and the address are set again
    expect(block).toContain('proxy_set_header Connection "";');
    expect(block).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('is wrapped in a main configuration that keeps every file of nginx under the cluster’s directory', () => {
    const main = mainConfig('/tmp/cluster/nginx', { worker: { user: 'nobody', group: 'nogroup' } });
    expect(main).toContain('daemon off;');
    expect(main).toContain('user nobody nogroup;');
    expect(main).toContain('pid /tmp/cluster/nginx/nginx.pid;');
    expect(main).toContain('include /tmp/cluster/nginx/spesa.conf;');
    for (const path of main.matchAll(/_temp_path (\S+);/g)) expect(path[1]).toMatch(/^\/tmp\/cluster\/nginx\/temp\//);
    expect(mainConfig('/tmp/cluster/nginx')).not.toContain('user ');
  });
});

describe('the upstream lines', () => {
  it('list each process with its health check, then each one not being replaced again as a backup never marked failed', () => {
    const lines = upstreamServers([{ port: 3001 }, { port: 3002, down: true }, { port: 3003 }]).split(/\n\s*/);
    expect(lines).toEqual([
      'server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:3002 max_fails=1 fail_timeout=5s down;',
      'server 127.0.0.1:3003 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:3001 backup max_fails=0;',
      'server 127.0.0.1:3003 backup max_fails=0;',
    ]);
  });
});

/** A storefront stand-in: answers every request with its own name. */
async function standIn(name: string, port = 0): Promise<http.Server> {
  const server = http.createServer((_, response) => response.end(name));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
async function stop(server: http.Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
/** status and body of a GET through nginx */
async function through(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/cart`);
  return `${response.status} ${response.status === 200 ? await response.text() : ''}`.trim();
}

// Debian's nginx, as `npm run cluster` runs it (.ci/run installs it)
describe.skipIf(!existsSync(NGINX))('nginx in front of two processes, with the template', () => {
  let nginx: ChildProcess | undefined;
  afterEach(() => {
    nginx?.kill('SIGQUIT');
  });

  it('sends a request to a process that came back while nginx still holds it failed, when the other one dies', async () => {
    let one = await standIn('one');
    const two = await standIn('two');
    const ports = [portOf(one), portOf(two)];
    const shop = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'spesa-nginx-'));
    const main = writeNginxConfig(dir, {
      ...VALUES,
      SHOP_PORT: shop,
      API_PORT: await freePort(),
      STOREFRONT_SERVERS: upstreamServers(ports.map((port) => ({ port }))),
      BACKEND_SERVERS: upstreamServers([{ port: ports[1]! }]),
      STATIC_ROOT: dir,
      ACCESS_LOG: path.join(dir, 'access.log'),
    });
    nginx = spawn(NGINX, nginxArgs(main), { stdio: 'ignore' });
    await expect.poll(() => through(shop).catch(() => 'not yet'), { timeout: 10_000 }).toMatch(/^200 /);

    // one dies: nginx marks it failed and answers from two
    await stop(one);
    expect([await through(shop), await through(shop), await through(shop)]).toEqual(['200 two', '200 two', '200 two']);
    // one is back, within fail_timeout two dies: nginx holds both failed, and must still find one
    one = await standIn('one', ports[0]);
    await stop(two);
    expect([await through(shop), await through(shop), await through(shop)]).toEqual(['200 one', '200 one', '200 one']);
    await stop(one);
  });
});

describe('a supervised process replaced', () => {
  let stop: (() => Promise<unknown>) | undefined;
  afterEach(() => stop?.());

  it('gets SIGTERM, is started again at once, and stays supervised', async () => {
    // a child that leaves on SIGTERM as the shop's servers do, and says when it listens for it
    const ready = path.join(mkdtempSync(path.join(tmpdir(), 'spesa-replace-')), 'ready');
    const script = `process.on('SIGTERM', () => process.exit(0)); require('fs').writeFileSync(${JSON.stringify(ready)}, String(process.pid)); setInterval(() => {}, 1000);`;
    const readyPid = () => (existsSync(ready) ? Number(readFileSync(ready, 'utf8')) : 0);
    const processes = supervisor('test', () => {}, { exit: () => {}, signals: false });
    const spawned: number[] = [];
    const service = processes.run('child', process.execPath, ['-e', script], {}, { restart: true, onSpawn: (c) => spawned.push(c.pid!) });
    // every child stopped, none started again
    stop = () => processes.stop();
    const first = service.child;
    // a node process started on a loaded 2-core CI machine took over the poll's default second to
    // reach its first line (CI, 2026-11-28)
    await expect.poll(readyPid, { timeout: 30_000 }).toBe(first.pid);
    const exited = new Promise<[number | null, string | null]>((r) => first.once('exit', (code, signal) => r([code, signal])));
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = await service.replace();
    expect(await exited).toEqual([0, null]);
    expect(next!.pid).not.toBe(first.pid);
    expect(service.child).toBe(next);
    // not a crash: nothing said, no pause before the start
    expect(said).not.toHaveBeenCalled();
    said.mockRestore();
    expect(spawned).toEqual([first.pid, next!.pid]);
  });
});
