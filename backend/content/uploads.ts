// Files sent through a form's upload field (nf_fu_upload): the type is what the content's first
// bytes say, never the name or the type the browser sent; the file is kept under the data directory
// (no web server serves it) with a random name, which is the tmp_name the submission sends back.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { formUpload } from '../db/schema';
import { fileRules, type FormField, type UploadType } from './forms';

const EXTENSION: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const NAMES: Record<UploadType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** the file's type by its magic bytes, or null when it is none of the kinds we take */
export function detectType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

const megabytes = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10}`.replace('.', ',');

export const uploadText = {
  empty: 'Il file è vuoto.',
  tooBig: (max: number) => `Il file supera la dimensione massima di ${megabytes(max)} MB.`,
  wrongType: (types: UploadType[]) => `Tipo di file non ammesso: sono accettati ${types.map((t) => NAMES[t]).join(', ')}.`,
};

/** a name safe to show and mail: no folders, no control characters, not too long */
export function displayName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const clean = [...base].filter((c) => c >= ' ' && c !== '\u007f' && !/[\uD800-\uDFFF]/.test(c)).join('');
  return clean.slice(0, 200) || 'file';
}

export type UploadOutcome = { ok: true; name: string; tmpName: string } | { ok: false; error: string };

export async function storeUpload(
  db: Database,
  uploadDir: string,
  upload: { formId: number; field: FormField; name: string; bytes: Uint8Array },
): Promise<UploadOutcome> {
  const rules = fileRules(upload.field);
  if (!upload.bytes.length) return { ok: false, error: uploadText.empty };
  if (upload.bytes.length > rules.max_bytes) return { ok: false, error: uploadText.tooBig(rules.max_bytes) };
  const type = detectType(upload.bytes);
  if (!type || !rules.types.includes(type)) return { ok: false, error: uploadText.wrongType(rules.types) };

  const storedName = `${randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const file = path.join(uploadDir, storedName);
  // 'wx': never over another file, whatever the odds
  await writeFile(file, upload.bytes, { flag: 'wx', mode: 0o600 });
  try {
    await db.insert(formUpload).values({
      formId: upload.formId,
      fieldId: upload.field.id,
      storedName,
      originalName: displayName(upload.name),
      detectedType: type,
      sizeBytes: upload.bytes.length,
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { ok: true, name: displayName(upload.name), tmpName: storedName };
}
