// A content form's server half: the form by its id (404 for none), its submission (the files first,
// through nf_fu_upload, then nf_ajax_submit naming them by their tmp_name), and what the page shows
// when it does not pass: what was typed (never a file) and the errors at their fields, the
// storefront's own and the backend's alike.
import { getForm, submitForm, uploadFormFile } from '~/cms/client.server';
import type { CmsForm } from '~/cms/schemas';
import { tContent as t } from '~/i18n/content';
import { notFound } from '~/lib/failures.server';
import { FORM_BODY_LIMIT } from '~/lib/form-body.server';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { fieldName, formBodyLimit, sizeLabel } from './forms';

export const formPath = (formId: number) => `/form/${formId}`;

export function formIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d{1,9}$/.test(param ?? '') || !Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

export async function findForm(shopper: Shopper, param: string | undefined): Promise<CmsForm> {
  const form = await getForm(shopper.api, formIdOf(param));
  if (!form) notFound();
  return form;
}

export async function bodyLimitOf(shopper: Shopper, param: string | undefined): Promise<number> {
  return formBodyLimit(await findForm(shopper, param), FORM_BODY_LIMIT);
}

export type Rejected = { values: Record<string, string>; errors: Record<string, string[]>; formErrors: string[] };

/** What was typed (text only: a file is chosen again), cut to the field's size. */
export function typedValues(form: CmsForm, payload: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = payload[fieldName(field)];
    if (typeof value === 'string' && field.type !== 'file_upload') values[fieldName(field)] = value.slice(0, 5000);
  }
  return values;
}

export function rejected(shopper: Shopper, answer: Rejected, status = 400) {
  return respond(shopper, { rejected: answer }, { status });
}

/** The body was larger than the form's files may make it: said at the file fields, never read further. */
export function tooLarge(shopper: Shopper, form: CmsForm) {
  const errors = Object.fromEntries(
    form.fields
      .filter((f) => f.type === 'file_upload')
      .map((f) => [fieldName(f), [t('form.errors.fileTooBig', { size: sizeLabel(f.file?.max_bytes ?? 0) })]]),
  );
  return respond(shopper, { rejected: { values: {}, errors, formErrors: [] } }, { status: 413, headers: { Connection: 'close' } });
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export async function sendForm(shopper: Shopper, form: CmsForm, value: Record<string, unknown>) {
  const typed = typedValues(form, value);
  const values: Record<number, string> = {};
  for (const field of form.fields) {
    const posted = value[fieldName(field)];
    if (field.type === 'file_upload') {
      if (!(posted instanceof File)) {
        values[field.id] = '';
        continue;
      }
      const upload = await uploadFormFile(shopper.api, { formId: form.id, fieldId: field.id, nonce: form.nonce, file: posted });
      if (!upload.ok)
        return rejected(shopper, {
          values: typed,
          errors: { [fieldName(field)]: [upload.message ?? t('form.errors.upload')] },
          formErrors: [],
        });
      values[field.id] = upload.tmpName;
    } else if (field.type === 'checkbox') values[field.id] = posted === '1' ? '1' : '0';
    else values[field.id] = typeof posted === 'string' ? posted : '';
  }
  const recaptcha = typeof value['g-recaptcha-response'] === 'string' ? value['g-recaptcha-response'] : undefined;
  const outcome = await submitForm(shopper.api, { formId: form.id, nonce: form.nonce, values, ...(recaptcha ? { recaptcha } : {}) });
  if (!outcome.ok) {
    const known = new Map(form.fields.map((f) => [String(f.id), fieldName(f)]));
    const errors: Record<string, string[]> = {};
    const formErrors = [...outcome.form];
    // the backend's errors at their fields; one for a field the page does not know is said for the form
    for (const [id, message] of Object.entries(outcome.fields)) {
      const name = known.get(id);
      if (name) errors[name] = [message];
      else formErrors.push(message);
    }
    if (!Object.keys(errors).length && !formErrors.length) formErrors.push(t('form.failed'));
    return rejected(shopper, { values: typed, errors, formErrors });
  }
  flashMessage(shopper, { level: 'success', text: (outcome.message && plain(outcome.message)) || t('form.sent') });
  return goTo(shopper, formPath(form.id));
}
