// Disclaimers from the commerce API as the pages show them: HTML made safe.
import type { Disclaimer } from '~/ebsn/account-schemas';
import { consentErrors, consentField, consentValue, type ConsentView } from './consent-forms';
import { safeHtml } from './html.server';
import { safeLinkUrl } from './links';

export function toConsentView(d: Disclaimer): ConsentView {
  return {
    id: d.registrationDisclaimerId,
    title: d.disclaimerTitle,
    content: safeHtml(d.disclaimerContent),
    label: d.disclaimerLabel ?? null,
    url: safeLinkUrl(d.disclaimerUrl),
    required: d.required === 'true',
    value: d.value ?? null,
  };
}

export type ConsentAnswer = { registrationDisclaimerId: number; value: 'true' | 'false' };

/**
 * A consents form's answers against the consents the backend lists (their rules never come from the
 * form): the errors, with every consent's posted value to show again, or each consent's answer.
 */
export function readConsentAnswers(
  consents: ConsentView[],
  posted: Record<string, string | undefined>,
): { errors: Record<string, string[]>; values: Record<string, string> } | { answers: ConsentAnswer[] } {
  const form = new Map(Object.entries(posted));
  const errors = consentErrors(consents, form);
  if (Object.keys(errors).length) {
    return { errors, values: Object.fromEntries(consents.map((c) => [consentField(c.id), posted[consentField(c.id)] ?? ''])) };
  }
  return { answers: consents.map((c) => ({ registrationDisclaimerId: c.id, value: consentValue(form, c.id) })) };
}
