// A content form's fields as the storefront checks them (issue 27 §1): the zod schema is built from
// the field definitions of custom/v1/forms/<id>, with the rules the backend checks again (required,
// e-mail, phone, date, one of the options, length, a file's size and type). A field is posted as
// `field_<id>`.
import { z } from 'zod';
import type { CmsForm, FormField } from '~/cms/schemas';
import { email, isIsoDate, MESSAGES, phone } from '#domain/validators';
import { tContent as t } from '~/i18n/content';
import { INTL_LOCALE } from '~/i18n/t';

export const FORM_INTENT = { submit: 'submit' } as const;

export const fieldName = (field: Pick<FormField, 'id'>) => `field_${field.id}`;

// the backend's own default for a text field without max_length (backend/content/forms.ts)
const DEFAULT_MAX_LENGTH = 5000;

/** "1,5 MB" ("1.5 MB" in English), "300 KB": a file's limit in the shopper's words. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toLocaleString(INTL_LOCALE, { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "JPEG, PNG, PDF" from the MIME types a field accepts. */
export function typesLabel(types: string[]): string {
  return types.map((type) => (type.split('/')[1] ?? type).toUpperCase()).join(', ');
}

/** The backend's rules for a text field, with its messages (domain/validators), length in characters. */
function textProblem(field: FormField, value: string): string | null {
  const max = field.max_length ?? DEFAULT_MAX_LENGTH;
  if ([...value].length > max) return MESSAGES.maxLength(max);
  if (field.type === 'email') return email(value);
  if (field.type === 'phone') return phone(value);
  if (field.type === 'date') return isIsoDate(value) ? null : MESSAGES.date;
  if (field.type === 'listselect') return (field.options ?? []).some((o) => o.value === value) ? null : t('form.errors.option');
  return null;
}

function textRule(field: FormField): z.ZodTypeAny {
  return z
    .string({ required_error: MESSAGES.required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(field, value);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
}

function fileRule(field: FormField): z.ZodTypeAny {
  const limits = field.file;
  let rule: z.ZodTypeAny = z.instanceof(File, { message: MESSAGES.required });
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
    const checked = z.literal('1', { errorMap: () => ({ message: MESSAGES.required }) });
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
    // a reCAPTCHA widget's token, passed on to the backend, which checks it when it is configured
    'g-recaptcha-response': z.string().max(4096).optional(),
    ...Object.fromEntries(form.fields.map((field) => [fieldName(field), fieldRule(field)])),
  });
}

/** The most bytes a submission of this form may carry: its files' limits and the shop's own form limit. */
export function formBodyLimit(form: Pick<CmsForm, 'fields'>, base: number): number {
  return base + form.fields.reduce((sum, field) => sum + (field.type === 'file_upload' ? (field.file?.max_bytes ?? 0) : 0), 0);
}
