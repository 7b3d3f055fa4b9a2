// @vitest-environment happy-dom
// The error summary takes the focus as it is put on the page, in the same task, with the browser
// build's renderer (Preact, decision 035): an effect after the paint moved it there once the shopper
// had started typing in a field, and the keys went nowhere (e2e/profile-area.spec.ts, 2026-11-30).
import { createElement as h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '~/components/forms/ErrorSummary';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const SDI = { id: 'invoice-sdi', label: 'Codice SDI', message: 'Codice SDI non valido' };

describe('the error summary with JS', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('has the focus as soon as a rejection shows it, before any later task (a key typed) can run', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const field = document.body.appendChild(document.createElement('input'));
    render(h(ErrorSummary, { title: 'Controlla i dati inseriti', items: [], focusKeys: [undefined] }), host);
    field.focus();
    render(h(ErrorSummary, { title: 'Controlla i dati inseriti', items: [SDI], focusKeys: [{ rejected: 1 }] }), host);
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
  });

  it('leaves the focus where the shopper put it while they fix the fields (the same rejection)', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const field = document.body.appendChild(document.createElement('input'));
    const rejection = { rejected: 1 };
    render(h(ErrorSummary, { title: 'Controlla i dati inseriti', items: [SDI], focusKeys: [rejection] }), host);
    field.focus();
    render(h(ErrorSummary, { title: 'Controlla i dati inseriti', items: [SDI], focusKeys: [rejection] }), host);
    expect(document.activeElement).toBe(field);
  });
});
