// Before the run: a fresh directory for the run's axe registry (e2e/axe-registry.ts), which the
// workers inherit through the environment; the previous runs' directories go.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_DIR_VARIABLE } from './axe-registry';

export default function globalSetup() {
  const root = path.resolve('.cache/e2e-axe');
  rmSync(root, { recursive: true, force: true });
  const dir = path.join(root, `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env[REGISTRY_DIR_VARIABLE] = dir;
}
