// Before the run: a directory of its own for the run's axe registry (e2e/axe-registry.ts), which the
// workers inherit through the environment. Earlier runs' directories go, unless their runner is
// still alive (two runs in one tree, on other ports and `--output`s, keep their own records).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { alive } from '../scripts/processes.mjs';
import { REGISTRY_DIR_VARIABLE } from './axe-registry';

export default function globalSetup() {
  const root = path.resolve('.cache/e2e-axe');
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    if (!pid || !alive(pid)) rmSync(path.join(root, name), { recursive: true, force: true });
  }
  const dir = path.join(root, `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env[REGISTRY_DIR_VARIABLE] = dir;
}
