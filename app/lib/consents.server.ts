// Disclaimers from the commerce API as the pages show them: HTML made safe.
import type { Disclaimer } from '~/ebsn/account-schemas';
import type { ConsentView } from './consent-forms';
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
