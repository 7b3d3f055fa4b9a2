// An order's money, the one way every page shows it (issue 24): the order page and the list, the
// payment page and its result, the guest's page from the e-mail, the checkout and the cart. Goods,
// each gift code on its own line, the delivery fee, the total: the lines add up. Rows a page adds
// (the amount held on the card) come as children, inside the same list.
import type { ReactNode } from 'react';
import { tCommon as t } from '~/i18n/common';
import { formatPrice } from '~/lib/format';
import type { OrderMoney } from '~/lib/order-money';

type Props = {
  money: OrderMoney;
  /** said after the goods' amount, e.g. how many products */
  goodsNote?: string;
  children?: ReactNode;
  className?: string;
};

export function MoneySummary({ money, goodsNote, children, className = '' }: Props) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 ${className}`}>
      <dt>{t('money.goods')}</dt>
      <dd className="text-right">
        {formatPrice(money.goods)}
        {goodsNote ? ` (${goodsNote})` : ''}
      </dd>
      {money.adjustments.map((a, i) => (
        <MoneyRow key={`${a.code}-${i}`} label={a.code ? t('money.giftCode', { code: a.code }) : t('money.discounts')} note={a.name}>
          −{formatPrice(a.amount)}
        </MoneyRow>
      ))}
      {money.fee !== null ? (
        <MoneyRow label={t('money.fee')}>{money.fee === 0 ? t('money.feeFree') : formatPrice(money.fee)}</MoneyRow>
      ) : null}
      <dt className="font-bold">{t('money.total')}</dt>
      <dd className="text-right font-bold">{formatPrice(money.total)}</dd>
      {children}
    </dl>
  );
}

function MoneyRow({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <>
      <dt>
        {label}
        {note ? <span className="block text-sm text-neutral-700">{note}</span> : null}
      </dt>
      <dd className="text-right">{children}</dd>
    </>
  );
}
