// What the registration reads (the consents to ask, and a first social login's data to prefill) and
// what it does: the form checked against the consents the backend asks now (never the posted ones),
// the fiscal code matched with the personal data (300 KB of comuni stay on the server), register_user.
import { getSocialUserDetail, hasCode, listRegistrationDisclaimers, registerUser } from '~/ebsn/account.server';
import { ACCOUNT_CODES } from '~/ebsn/account-schemas';
import { EbsnError } from '~/ebsn/errors';
import { tAccount as t } from '~/i18n/account';
import type { Reply } from '~/lib/action.server';
import { registrationSchema, type RegistrationValues } from '~/lib/account-forms';
import { fieldErrors, fiscalCodeProblem, toRegisterUser } from '~/lib/account-forms.server';
import { errorTexts } from '~/lib/api-messages.server';
import { startUserSession } from '~/lib/auth.server';
import { toConsentView } from '~/lib/consents.server';
import { log } from '~/lib/log.server';
import { goTo, respond, type Shopper } from '~/lib/shopper.server';
import { consentRules, HIDDEN, SOCIAL_PROVIDER } from './forms';

export async function registrationPage(shopper: Shopper, wantsSocial: boolean) {
  const [disclaimers, socialUser] = await Promise.all([
    listRegistrationDisclaimers(shopper.api),
    wantsSocial
      ? getSocialUserDetail(shopper.api).catch((error) => {
          if (!(error instanceof EbsnError)) throw error;
          log.info({ err: error.message }, 'no social user to prefill the registration');
          return null;
        })
      : null,
  ]);
  const social = !!socialUser;
  return {
    consents: disclaimers.map(toConsentView),
    social,
    socialUnavailable: wantsSocial && !social,
    prefill: socialUser
      ? {
          firstName: socialUser.firstName ?? '',
          lastName: socialUser.lastName ?? '',
          email: socialUser.email ?? '',
          emailConfirm: socialUser.email ?? '',
        }
      : {},
  };
}

/** The form's schema for the consents the backend asks now; a social registration is told by the posted provider. */
export async function postedRegistrationSchema(shopper: Shopper) {
  const consents = (await listRegistrationDisclaimers(shopper.api)).map(toConsentView);
  return registrationSchema({ consents: consentRules(consents), social: (posted) => posted === SOCIAL_PROVIDER });
}

type ReplyOptions = Parameters<Reply>[0];

/** The form sent back: everything typed but the passwords, the errors under their fields. */
export function rejectRegistration(shopper: Shopper, reply: Reply, options: ReplyOptions = {}) {
  return respond(shopper, { result: reply({ ...options, hideFields: HIDDEN }) }, { status: 400 });
}

export async function register(shopper: Shopper, values: RegistrationValues, reply: Reply) {
  const fiscal = fiscalCodeProblem(values);
  if (fiscal) return rejectRegistration(shopper, reply, { fieldErrors: { fiscalCode: [fiscal] } });
  const { sessionUser } = await registerUser(shopper.api, toRegisterUser(values));
  if (values.socialLogin === SOCIAL_PROVIDER) {
    // the backend linked the identity; when it also logged the user in, the session turns over
    if (sessionUser && sessionUser.userId > 0) {
      await startUserSession(shopper, { userId: sessionUser.userId, firstName: values.firstName }, { remember: true });
    }
    return goTo(shopper, '/registration-social-completed');
  }
  shopper.session.set('registrationEmail', values.email);
  return goTo(shopper, '/registration-completed');
}

/** A refused registration: a taken e-mail under its field, the others under theirs or over the form. */
export function registrationRefused(shopper: Shopper, reply: Reply, error: EbsnError) {
  if (hasCode(error, ACCOUNT_CODES.emailTaken))
    return rejectRegistration(shopper, reply, { fieldErrors: { email: [t('registration.emailTaken')] } });
  const { '': formLevel, ...fields } = fieldErrors(error.messages);
  const said = error.messages.some((m) => m.level === 'error');
  // account.md §8: "cannot complete registration, retry in a few minutes" when the server says nothing
  const formErrors = formLevel ?? (Object.keys(fields).length ? [] : said ? errorTexts(error) : [t('registration.failed')]);
  return rejectRegistration(shopper, reply, { formErrors: formErrors.length ? formErrors : undefined, fieldErrors: fields });
}
