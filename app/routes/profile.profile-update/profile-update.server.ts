// What the personal data page's two forms do: save the personal data (the fiscal code matched with
// them as at registration; the backend's field errors under their fields; a refusal no field
// explains: the error page), and ask for an e-mail change (mailed to the new address).
import { requestEmailChange, updateUserDetail } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { NotFoundError, UpstreamUnavailableError, type EbsnError } from '~/ebsn/errors';
import { tAccount as t } from '~/i18n/account';
import type { Reply } from '~/lib/action.server';
import { PROFILE_PAGES, type PersonalDataValues } from '~/lib/account-forms';
import {
  EMAIL_CHANGE_FIELDS,
  fieldErrors,
  fiscalCodeProblem,
  formRefusal,
  PERSONAL_DATA_FIELDS,
  toUserDetailUpdate,
} from '~/lib/account-forms.server';
import { errorTexts } from '~/lib/api-messages.server';
import { log } from '~/lib/log.server';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { PROFILE_FORM } from './forms';

type ReplyOptions = Parameters<Reply>[0];

/** A form of the page sent back: what was typed, the errors under their fields (the password never shown back). */
export function rejectProfile(shopper: Shopper, reply: Reply, options: ReplyOptions = {}) {
  return respond(shopper, { form: PROFILE_FORM.profile, result: reply(options) }, { status: 400 });
}

export function rejectEmail(shopper: Shopper, reply: Reply, options: ReplyOptions = {}) {
  return respond(shopper, { form: PROFILE_FORM.email, result: reply({ ...options, hideFields: ['password'] }) }, { status: 400 });
}

export async function saveProfile(shopper: Shopper, value: PersonalDataValues, reply: Reply) {
  const fiscal = fiscalCodeProblem(value);
  if (fiscal) return rejectProfile(shopper, reply, { fieldErrors: { fiscalCode: [fiscal] } });
  try {
    const { said } = await updateUserDetail(shopper.api, toUserDetailUpdate(value));
    flashMessage(shopper, { level: 'success', text: said[0] || t('profileUpdate.saved') });
    return goTo(shopper, PROFILE_PAGES.updated);
  } catch (error) {
    // the backend out of reach: the error page says so, rather than a bare 503
    if (!(error instanceof UpstreamUnavailableError || error instanceof NotFoundError)) throw error;
    log.error({ err: error.message }, 'update_user_detail failed');
    return goTo(shopper, PROFILE_PAGES.updateError);
  }
}

/** A refused save: under its fields, or (nothing the shopper can fix on the form) the error page, with what the server said if anything. */
export function profileRefused(shopper: Shopper, reply: Reply, error: EbsnError) {
  const { '': formLevel = [], ...fields } = fieldErrors(error.messages, PERSONAL_DATA_FIELDS);
  if (Object.keys(fields).length)
    return rejectProfile(shopper, reply, { fieldErrors: fields, formErrors: formLevel.length ? formLevel : undefined });
  log.warn({ err: error.message }, 'update_user_detail refused without a field');
  if (error.messages.some((m) => m.level === 'error')) {
    for (const text of errorTexts(error)) flashMessage(shopper, { level: 'error', text });
  }
  return goTo(shopper, PROFILE_PAGES.updateError);
}

export async function changeEmail(shopper: Shopper, value: { newEmail: string; password: string }) {
  await requestEmailChange(shopper.api, value.newEmail, value.password);
  return goTo(shopper, PROFILE_PAGES.emailChanged);
}

/** A refused e-mail change: under its fields or over the form; a taken address in the profile's words (the code's translation speaks to a registrant). */
export function emailRefused(shopper: Shopper, reply: Reply, error: EbsnError) {
  const messages = error.messages.map((m) =>
    m.code === ACCOUNT_CODES.emailTaken ? { ...m, code: null, text: t('profileUpdate.emailTaken') } : m,
  );
  const { fields, form } = formRefusal(messages, EMAIL_CHANGE_FIELDS);
  return rejectEmail(shopper, reply, { fieldErrors: fields, formErrors: form.length ? form : undefined });
}
