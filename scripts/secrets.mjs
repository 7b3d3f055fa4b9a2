// The shop's secrets for `npm start` when the environment gives none: random on first start,
// kept in DATA_DIR/secrets.json (beside the database, mode 0600) and reused on every restart, so
// cookies signed yesterday still verify today and no shop ever signs with a constant from the
// repository. A secret set in the environment always wins and is never written to the file.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything the shop signs or encrypts with: the storefront's cookies, CSRF token and MFA step, its
 * honeypot; the backend's simulated card provider's results and the content API's form nonces.
 */
export const SECRET_NAMES = ['SESSION_SECRET', 'HONEYPOT_SECRET', 'PAYMENT_PROVIDER_SECRET', 'FORM_NONCE_SECRET'];
/** the ones the backend signs with (the storefront gets the others) */
export const BACKEND_SECRET_NAMES = ['PAYMENT_PROVIDER_SECRET', 'FORM_NONCE_SECRET'];

export const secretsFile = (dataDir) => path.resolve(dataDir, 'secrets.json');

function readKept(file) {
  if (!existsSync(file)) return {};
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // a damaged file must stop the start, not be silently replaced: that would log every shopper out
    throw new Error(`${file} is not valid JSON (${error.message}): fix it or delete it to make new secrets`);
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
}

/**
 * The value of each secret: the environment's, else the one kept under `dataDir`, else a new random
 * one (then kept). `generated` names the secrets made on this call.
 */
export function shopSecrets(dataDir, env = process.env) {
  const file = secretsFile(dataDir);
  const kept = readKept(file);
  const values = {};
  const generated = [];
  for (const name of SECRET_NAMES) {
    if (env[name]) values[name] = env[name];
    else if (typeof kept[name] === 'string' && kept[name].length >= 32) values[name] = kept[name];
    else {
      values[name] = kept[name] = randomBytes(32).toString('base64url');
      generated.push(name);
    }
  }
  if (generated.length) {
    mkdirSync(path.dirname(file), { recursive: true });
    // written whole then renamed: a start killed halfway never leaves half a file
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  }
  return { values, generated, file };
}
