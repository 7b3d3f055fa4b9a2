// Forms of the content API (Ninja Forms' shapes): the definition the storefront draws
// (custom/v1/forms/<id>), the nonce that ties a submission to a form for 12 hours, the server's own
// check of every field against the definition, and the stored submission e-mailed to the form's
// recipient through the outbox.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { compose } from '../accounts/emails';
import { enqueueMail } from '../accounts/outbox';
import type { Database } from '../db/client';
import { form, formSubmission, formUpload } from '../db/schema';
import { hasLoneSurrogate } from '../ebsn/body';
import { email as emailRule, isReadableLine, isReadableNote, MESSAGES, phone as phoneRule } from '../../domain/validators';

export const FIELD_TYPES = ['textbox', 'email', 'phone', 'textarea', 'listselect', 'checkbox', 'file_upload', 'date'] as const;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const DEFAULT_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** a nonce, and an uploaded file waiting for its submission, last this long */
export const FORM_TOKEN_HOURS = 12;
const TOKEN_MS = FORM_TOKEN_HOURS * 3_600_000;
// a text field without a max_length of its own still has one: a message, not a book
const DEFAULT_MAX_LENGTH = 5000;

export const fieldSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  required: z.boolean().default(false),
  placeholder: z.string().optional(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  max_length: z.number().int().positive().optional(),
  file: z.object({ max_bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES), types: z.array(z.enum(UPLOAD_TYPES)).min(1) }).optional(),
});
export type FormField = z.infer<typeof fieldSchema>;
export const fieldsSchema = z.array(fieldSchema);

type FormRow = typeof form.$inferSelect;
export type FormDefinition = Omit<FormRow, 'fields'> & { fields: FormField[] };

export async function findForm(db: Database, id: number): Promise<FormDefinition | null> {
  const [row] = await db.select().from(form).where(eq(form.id, id)).limit(1);
  return row ? { ...row, fields: fieldsSchema.parse(row.fields) } : null;
}

/** a file field's limits, the default ones when its definition says nothing */
export function fileRules(field: FormField): { max_bytes: number; types: UploadType[] } {
  return field.file ?? { max_bytes: DEFAULT_UPLOAD_BYTES, types: [...UPLOAD_TYPES] };
}

// --- nonce: when it was made, and an HMAC over the form's id and that time

function sign(secret: string, formId: number, issued: number): string {
  return createHmac('sha256', secret).update(`form-nonce:${formId}:${issued}`).digest('base64url').slice(0, 32);
}

export function formNonce(secret: string, formId: number, now = Date.now()): string {
  const issued = Math.floor(now / 1000);
  return `${issued.toString(36)}.${sign(secret, formId, issued)}`;
}

const NONCE = /^([0-9a-z]{1,10})\.([\w-]{32})$/;

export function nonceValid(secret: string, formId: number, nonce: string, now = Date.now()): boolean {
  const match = NONCE.exec(nonce);
  if (!match) return false;
  const issued = parseInt(match[1], 36);
  const age = now - issued * 1000;
  // a minute's grace for a clock a little behind another process's
  if (age < -60_000 || age > TOKEN_MS) return false;
  const expected = Buffer.from(sign(secret, formId, issued));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function publicForm(definition: FormDefinition, nonce: string) {
  return {
    id: definition.id,
    title: definition.title,
    description: definition.description,
    nonce,
    fields: definition.fields.map((f) => (f.type === 'file_upload' ? { ...f, file: fileRules(f) } : f)),
  };
}

// --- the server's check of a submission

export const FORM_TEXT = {
  option: "Scegliere un valore dell'elenco",
  file: 'Il file caricato non è valido o è scaduto: caricalo di nuovo.',
  invalidText: 'Il testo contiene caratteri non validi',
  recaptcha: 'Verifica anti-robot non superata: riprova.',
} as const;

const TICKED = new Set(['1', 'true', 'on', 'checked', 'yes', 'si', 'sì']);

function ticked(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && TICKED.has(value.trim().toLowerCase()));
}

function realDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}

/** a value as sent: strings as they are, numbers and booleans as their text, anything else as nothing */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export type FieldValues = Record<string, unknown>;
export type CheckedSubmission =
  | { ok: true; values: Record<string, string>; uploads: Array<{ fieldId: number; id: number; storedName: string }> }
  | { ok: false; fields: Record<string, string> };

/** every field of the definition checked against what was sent (by field id); unknown ids are ignored */
export async function checkSubmission(
  db: Database,
  definition: FormDefinition,
  sent: FieldValues,
  now = Date.now(),
): Promise<CheckedSubmission> {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const uploads: Array<{ fieldId: number; id: number; storedName: string }> = [];
  for (const field of definition.fields) {
    const raw = sent[String(field.id)];
    if (field.type === 'checkbox') {
      const on = ticked(raw);
      if (field.required && !on) errors[field.id] = MESSAGES.required;
      values[field.key] = on ? 'sì' : 'no';
      continue;
    }
    const value = asText(raw).trim();
    if (!value) {
      if (field.required) errors[field.id] = MESSAGES.required;
      values[field.key] = '';
      continue;
    }
    // text for people, as every form of the shop takes it: a message keeps its lines, a name is one
    // line, neither holds control or direction characters (they reached the staff's e-mail), nor half a pair
    const readable = field.type === 'textarea' ? isReadableNote(value) : isReadableLine(value);
    if (!readable || hasLoneSurrogate(value)) {
      errors[field.id] = FORM_TEXT.invalidText;
      continue;
    }
    const max = field.max_length ?? DEFAULT_MAX_LENGTH;
    let problem: string | null = null;
    if (field.type !== 'file_upload' && [...value].length > max) problem = MESSAGES.maxLength(max);
    else if (field.type === 'email') problem = emailRule(value);
    else if (field.type === 'phone') problem = phoneRule(value);
    else if (field.type === 'date') problem = realDay(value) ? null : MESSAGES.date;
    else if (field.type === 'listselect') problem = (field.options ?? []).some((o) => o.value === value) ? null : FORM_TEXT.option;
    else if (field.type === 'file_upload') {
      const upload = await pendingUpload(db, definition.id, field.id, value, now);
      if (upload) uploads.push({ fieldId: field.id, id: upload.id, storedName: upload.storedName });
      else problem = FORM_TEXT.file;
    }
    if (problem) errors[field.id] = problem;
    else values[field.key] = value;
  }
  return Object.keys(errors).length ? { ok: false, fields: errors } : { ok: true, values, uploads };
}

/** an upload of this form's field, recent, not yet part of a submission */
async function pendingUpload(db: Database, formId: number, fieldId: number, storedName: string, now: number) {
  if (!/^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/.test(storedName)) return null;
  const [row] = await db
    .select({ id: formUpload.id, storedName: formUpload.storedName })
    .from(formUpload)
    .where(
      and(
        eq(formUpload.storedName, storedName),
        eq(formUpload.formId, formId),
        eq(formUpload.fieldId, fieldId),
        isNull(formUpload.submissionId),
        gt(formUpload.createdAt, new Date(now - TOKEN_MS)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** the submission kept, its files tied to it (never reused), and the recipient's mail queued: together or not at all */
export async function storeSubmission(
  db: Database,
  definition: FormDefinition,
  checked: Extract<CheckedSubmission, { ok: true }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmission)
      .values({ formId: definition.id, values: checked.values })
      .returning({ id: formSubmission.id });
    if (checked.uploads.length) {
      const claimed = await tx
        .update(formUpload)
        .set({ submissionId: row.id })
        .where(
          and(
            inArray(
              formUpload.id,
              checked.uploads.map((u) => u.id),
            ),
            isNull(formUpload.submissionId),
          ),
        )
        .returning({ id: formUpload.id });
      // a concurrent submission took the same file first
      if (claimed.length !== checked.uploads.length) throw new UploadTaken();
    }
    await enqueueMail(tx, submissionMail(definition, checked.values, row.id));
    return row.id;
  });
}

export class UploadTaken extends Error {}

function submissionMail(definition: FormDefinition, values: Record<string, string>, submissionId: number) {
  const lines = definition.fields.map((f) => {
    const value = values[f.key] ?? '';
    if (f.type === 'file_upload') return `${f.label}: ${value ? `file ${value} (conservato sul server)` : 'nessun file'}`;
    return `${f.label}: ${value || '—'}`;
  });
  return compose(
    definition.recipient,
    `${definition.subject} (n. ${submissionId})`,
    `Nuovo messaggio dal modulo "${definition.title}".`,
    lines,
  );
}
