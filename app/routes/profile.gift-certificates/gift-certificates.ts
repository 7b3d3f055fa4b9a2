// The customer's gift certificates as /profile/gift-certificates shows them (account.md §3 "Gift
// certificate", §7 giftcertificate/list with show_history): what each is worth, when it is valid,
// whether it can be used now (the backend's verdict, by the cart's own rule), and its uses with the
// order each one went on. Pure: the page's loader makes the words, the component only lays them out.
import type { UserGiftCertificate } from '~/ebsn/account-area.server';
import { tProfileArea as t } from '~/i18n/profile-area';
import { formatPrice } from '~/lib/format';
import { INTL_LOCALE } from '~/i18n/t';

/** the statuses the page says (the backend's notUsableReason; any other reason is "not usable") */
export const CERTIFICATE_STATUSES = ['usable', 'used', 'expired', 'notYet', 'inactive', 'unusable'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

const day = new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });

/** A date of the wire (ISO) as a shopper reads it ('24 novembre 2026'); nothing for a missing or garbled one. */
export function dayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : day.format(date);
}

export function certificateStatus(entry: Pick<UserGiftCertificate, 'usable' | 'notUsableReason'>): CertificateStatus {
  if (entry.usable) return 'usable';
  const reason = entry.notUsableReason ?? '';
  return (CERTIFICATE_STATUSES as readonly string[]).includes(reason) && reason !== 'usable' ? (reason as CertificateStatus) : 'unusable';
}

/** What a certificate takes off: a sum or a share, and the spend it needs when it needs one. */
export function certificateValue(cert: UserGiftCertificate['giftCertificate']): string {
  const worth =
    cert.kind === 'percent' && typeof cert.percent === 'number'
      ? t('gifts.percent', { percent: cert.percent.toLocaleString(INTL_LOCALE) })
      : typeof cert.amount === 'number'
        ? t('gifts.amount', { amount: formatPrice(cert.amount) })
        : '';
  const minimum = cert.minimumSpend ? t('gifts.minimumSpend', { amount: formatPrice(cert.minimumSpend) }) : '';
  return [worth, minimum].filter(Boolean).join(' ');
}

export function certificateValidity(cert: UserGiftCertificate['giftCertificate']): string {
  const from = dayOf(cert.validFrom);
  const to = dayOf(cert.validTo);
  if (from && to) return t('gifts.validFromTo', { from, to });
  if (to) return t('gifts.validTo', { to });
  if (from) return t('gifts.validFrom', { from });
  return t('gifts.validAlways');
}

export type CertificateUse = { orderId: number | null; date: string | null; amount: string | null };

/** Its uses: the history when the backend sent one, else the one use the entry itself records. */
export function certificateUses(entry: UserGiftCertificate): CertificateUse[] {
  const uses = entry.history ?? (entry.usedAt ? [{ orderId: entry.orderId, usedAt: entry.usedAt, amount: null }] : []);
  return uses.map((use) => ({
    orderId: typeof use.orderId === 'number' && use.orderId > 0 ? use.orderId : null,
    date: dayOf(use.usedAt),
    amount: typeof use.amount === 'number' ? formatPrice(use.amount) : null,
  }));
}

/** One certificate as the page lists it. */
export function certificateView(entry: UserGiftCertificate) {
  const cert = entry.giftCertificate;
  const status = certificateStatus(entry);
  return {
    id: entry.userGiftCertificateId,
    code: cert.code,
    name: cert.name || cert.code,
    value: certificateValue(cert),
    validity: certificateValidity(cert),
    status,
    statusText: t(`gifts.statuses.${status}`),
    given: entry.manual === true,
    uses: certificateUses(entry),
  };
}
export type CertificateView = ReturnType<typeof certificateView>;
