// nginx as a process of `npm run cluster` (decision 062): Debian's binary run as our own child (never
// the system service), with a main configuration written under the cluster's directory (pid, logs,
// temporary files there) around deploy/nginx.conf.template. Taking a process out of rotation and back
// is a new configuration and a reload: nginx's old workers finish the requests they hold and go.
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { alive } from './processes.mjs';

export const TEMPLATE = path.resolve('deploy/nginx.conf.template');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * The template with each `${NAME}` (upper case, as the nginx image's envsubst reads it) replaced by
 * its value; nginx's own `$variables` stay. A name the template uses and `values` lacks is an error,
 * not an empty string in a configuration.
 * @param {string} template
 * @param {Record<string, string | number>} values
 * @returns {string}
 */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: no value for \${${name}}`);
    return String(values[name]);
  });
}

/** How long nginx leaves a process out of its rotation after it failed (a refused or reset connection). */
const FAIL_TIMEOUT_S = 5;

/**
 * One `server` line of an upstream: passive health check settings, and `down` while it is being
 * replaced; a `backup` line is never marked failed.
 */
export function upstreamServer(
  { host = '127.0.0.1', port, down = false },
  { maxFails = 1, failTimeoutS = FAIL_TIMEOUT_S, backup = false } = {},
) {
  if (backup) return `server ${host}:${port} backup max_fails=0;`;
  return `server ${host}:${port} max_fails=${maxFails} fail_timeout=${failTimeoutS}s${down ? ' down' : ''};`;
}

/**
 * The `server` lines of an upstream: each process once with its passive health check, then each
 * process that is not being replaced once more as a `backup` that is never marked failed
 * (`max_fails=0`). nginx leaves a process that failed out of rotation for the whole fail_timeout,
 * even once it answers again: when the other one fails within that time, nginx had no process left
 * and answered 502 for up to FAIL_TIMEOUT_S, though one was up. It turns to the backup lines only
 * when every primary line is out, and those try each live process (the template's
 * proxy_next_upstream_tries counts a dead primary and a dead backup before the live one).
 * @param {{ host?: string, port: number, down?: boolean }[]} members
 */
export function upstreamServers(members) {
  return [...members.map((m) => upstreamServer(m)), ...members.filter((m) => !m.down).map((m) => upstreamServer(m, { backup: true }))].join(
    '\n    ',
  );
}

/** who nginx's workers run as when it is started by root (they only read the build and write under `dir`) */
const WORKER_USER = 'nobody';

/**
 * The main configuration of our own nginx: its files under `dir`, the rendered template included.
 * @param {string} dir
 * @param {{ workers?: string | number, mimeTypes?: string, worker?: { user: string, group: string } | null }} [options]
 */
export function mainConfig(dir, { workers = 'auto', mimeTypes = '/etc/nginx/mime.types', worker = null } = {}) {
  const at = (name) => path.join(dir, name);
  return `# written by scripts/nginx.mjs for npm run cluster: do not edit, it is written again at each start and reload
daemon off;
${worker ? `user ${worker.user} ${worker.group};\n` : ''}worker_processes ${workers};
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events {
    worker_connections 1024;
}
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    client_body_temp_path ${at('temp/client')};
    proxy_temp_path ${at('temp/proxy')};
    fastcgi_temp_path ${at('temp/fastcgi')};
    uwsgi_temp_path ${at('temp/uwsgi')};
    scgi_temp_path ${at('temp/scgi')};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    include ${at('spesa.conf')};
}
`;
}

/**
 * Writes the cluster's nginx files under `dir`: spesa.conf (the template rendered with `values`) and
 * nginx.conf (the main configuration). Answers the main configuration's path.
 */
export function writeNginxConfig(dir, values) {
  const worker = process.getuid?.() === 0 ? userIds(WORKER_USER) : null;
  for (const sub of ['temp', 'temp/client', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    // the workers write request bodies and answers too large for memory there
    if (worker) chownSync(path.join(dir, sub), worker.uid, worker.gid);
  }
  writeFileSync(path.join(dir, 'spesa.conf'), renderTemplate(readFileSync(TEMPLATE, 'utf8'), values));
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(main, mainConfig(dir, { worker }));
  return main;
}

/** A user's ids from /etc/passwd, and the name of its group. */
function userIds(user) {
  const entry = (file, match) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(match);
  const account = entry('/etc/passwd', (fields) => fields[0] === user);
  if (!account) throw new Error(`no user ${user} in /etc/passwd for nginx's workers`);
  const [uid, gid] = [Number(account[2]), Number(account[3])];
  const group = entry('/etc/group', (fields) => Number(fields[2]) === gid)?.[0];
  if (!group) throw new Error(`no group ${gid} in /etc/group for nginx's workers`);
  return { user, group, uid, gid };
}

/** nginx's arguments for the configuration at `main`: its prefix and early error log there too. */
export const nginxArgs = (main) => ['-c', main, '-p', `${path.dirname(main)}/`, '-e', path.join(path.dirname(main), 'error.log')];

/** The pids of the processes nginx's master `masterPid` runs (its workers). */
export function workersOf(masterPid) {
  const found = [];
  for (const name of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the parent's pid is the second field after the command's name (in parentheses)
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === masterPid) found.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/**
 * Makes nginx read its configuration again (SIGHUP to its master) and waits until the workers of the
 * old configuration have finished the requests they held and gone (`timeoutMs` at most): from then on
 * no request reaches a server the new configuration marks down. False when they had not gone in time
 * (or the new configuration was refused: nginx then keeps its old workers, and says why in error.log).
 */
export async function reloadNginx(masterPid, timeoutMs = 30_000) {
  const before = workersOf(masterPid);
  process.kill(masterPid, 'SIGHUP');
  const deadline = Date.now() + timeoutMs;
  while (before.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return !before.some(alive);
}
