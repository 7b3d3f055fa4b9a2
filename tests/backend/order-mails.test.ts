// The order confirmation e-mail's words (issue 24): a loose line's weight written the Italian way,
// and the money as the order's page shows it, each gift code on its own line.
import { describe, expect, it } from 'vitest';
import { orderPlacedMail } from '../../backend/orders/mails';
import type { OrderRow } from '../../backend/orders/cancel';

const order = {
  id: 100123,
  deliveryServiceId: 1,
  shippingAddress: { addressName: 'Spesa Padova Centro', address1: 'Via Roma', addressNumber: '10', city: 'Padova' },
  goodsCents: 10074,
  deliveryFeeCents: 0,
  adjustmentsCents: 1500,
  grossCents: 8574,
} as unknown as OrderRow;

describe('order confirmation e-mail', () => {
  const mail = orderPlacedMail(
    { shopUrl: 'https://spesa.example' },
    'mario.rossi@example.com',
    'Mario',
    order,
    'venerdì 27 novembre dalle 16:00 alle 18:00',
    [
      { name: 'Mele Golden', quantity: 0.35, kind: 'Sfuso', grossCents: 74 },
      { name: 'Cesto regalo', quantity: 1, kind: 'Pezzo', grossCents: 10000 },
    ],
    [{ giftCertificateId: 4, code: 'FEDELTA15', name: 'Grazie della fedeltà: 15 €', amountCents: 1500 }],
    'token',
  );

  it('writes a weight with a decimal comma', () => {
    expect(mail.text).toContain('Mele Golden × 0,35 kg: 0,74 €');
    expect(mail.text).not.toContain('0.35');
  });

  it('shows each code on its own line, and the lines add up to the total', () => {
    expect(mail.text).toContain(
      [
        'Totale prodotti: 100,74 €',
        'Codice sconto FEDELTA15 (Grazie della fedeltà: 15 €): −15,00 €',
        'Spese di consegna: 0,00 €',
        'Totale ordine: 85,74 €',
      ].join('\n\n'),
    );
  });

  it('an order that kept only the sum of its codes shows it as one line', () => {
    const older = orderPlacedMail({ shopUrl: 'https://spesa.example' }, 'm@example.com', 'Mario', order, 'oggi', [], [], 'token');
    expect(older.text).toContain('Sconti: −15,00 €');
  });
});
