// What an audit row says in words (decision 054): the call's name becomes a sentence of
// staff.json's "actions" when there is one, else the name itself in a generic sentence.
import { STAFF_ACTIONS_FOR_MANAGER, STAFF_ACTIONS_NAMED, tStaff as t } from '~/i18n/staff';
import { INTL_LOCALE } from '~/i18n/t';

/** `reader`: the customer reads "per tuo conto", the store manager "per conto del cliente" */
export function auditActionLabel(action: string, reader: 'customer' | 'manager' = 'customer'): string {
  if (reader === 'manager' && STAFF_ACTIONS_FOR_MANAGER.has(action)) return t(`managerActions.${action}`);
  return STAFF_ACTIONS_NAMED.has(action) ? t(`actions.${action}`) : t('actions.other', { action });
}

const when = new Intl.DateTimeFormat(INTL_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
});

/** '27 novembre 2026, 07:05' (the shop's time) */
export function auditWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}
