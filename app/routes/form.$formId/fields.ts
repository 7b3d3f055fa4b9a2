// A content form's fields as the storefront checks them (issue 27 §1): the zod schema is built from
// the field definitions of custom/v1/forms/<id>, with the rules the backend checks again (required,
// e-mail, phone, date, one of the options, length, a file's size and type). A field is posted as
// `field_<id>`.
import { z } from 'zod';
import type { CmsForm, FormField } from '~/cms/schemas';
import { tContent as t } from '~/i18n/content';

export const FORM_INTENT = { submit: 'submit' } as const;

export const fieldName = (field: Pick<FormField, 'id'>) => `field_${field.id}`;

const DEFAULT_MAX = { textarea: 5000, other: 500 } as const;
const PHONE = /^\+?[0-9][0-9 ()./-]{4,19}$/;

/** "1,5 MB", "300 KB": a file's limit in the shopper's words. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "JPEG, PNG, PDF" from the MIME types a field accepts. */
export function typesLabel(types: string[]): string {
  return types.map((type) => (type.split('/')[1] ?? type).toUpperCase()).join(', ');
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function textRule(field: FormField): z.ZodTypeAny {
  const max = field.max_length ?? (field.type === 'textarea' ? DEFAULT_MAX.textarea : DEFAULT_MAX.other);
  let rule: z.ZodTypeAny = z
    .string({ required_error: t('form.errors.required') })
    .trim()
    .max(max, t('form.errors.tooLong', { max }));
  if (field.type === 'email') rule = (rule as z.ZodString).email(t('form.errors.email'));
  if (field.type === 'phone') rule = (rule as z.ZodString).regex(PHONE, t('form.errors.phone'));
  if (field.type === 'date') rule = (rule as z.ZodString).refine(validDate, t('form.errors.date'));
  if (field.type === 'listselect') {
    const values = new Set((field.options ?? []).map((o) => o.value));
    rule = (rule as z.ZodString).refine((value) => values.has(value), t('form.errors.option'));
  }
  return rule;
}

function fileRule(field: FormField): z.ZodTypeAny {
  const limits = field.file;
  let rule: z.ZodTypeAny = z.instanceof(File, { message: t('form.errors.required') });
  if (limits) {
    rule = rule
      .refine((file: File) => file.size <= limits.max_bytes, t('form.errors.fileTooBig', { size: sizeLabel(limits.max_bytes) }))
      .refine(
        (file: File) => !limits.types.length || limits.types.includes(file.type),
        t('form.errors.fileType', { types: typesLabel(limits.types) }),
      );
  }
  return rule;
}

function fieldRule(field: FormField): z.ZodTypeAny {
  if (field.type === 'checkbox') {
    const checked = z.literal('1', { errorMap: () => ({ message: t('form.errors.required') }) });
    return field.required ? checked : checked.optional();
  }
  const rule = field.type === 'file_upload' ? fileRule(field) : textRule(field);
  // conform reads an empty field (or no file chosen) as missing
  return field.required ? rule : rule.optional();
}

/** The schema of a form's submission: the intent and one entry per field. */
export function formSchema(form: Pick<CmsForm, 'fields'>) {
  return z.object({
    intent: z.literal(FORM_INTENT.submit),
    ...Object.fromEntries(form.fields.map((field) => [fieldName(field), fieldRule(field)])),
  });
}

/** The most bytes a submission of this form may carry: its files' limits and the shop's own form limit. */
export function formBodyLimit(form: Pick<CmsForm, 'fields'>, base: number): number {
  return base + form.fields.reduce((sum, field) => sum + (field.type === 'file_upload' ? (field.file?.max_bytes ?? 0) : 0), 0);
}
