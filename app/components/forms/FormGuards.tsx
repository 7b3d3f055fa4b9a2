// What every POST form of the shop carries, so that no action takes a post without them: the CSRF
// token the action checks, and the honeypot fields a bot fills in.
import { useRouteLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { RootData } from '~/lib/shell.server';

export function FormGuards() {
  return (
    <>
      <AuthenticityTokenInput />
      <HoneypotFields />
    </>
  );
}

// remix-utils' own label (the fields are hidden from everyone but bots)
const LABEL = 'Please leave this field blank';

/**
 * The honeypot fields of remix-utils' HoneypotInputs (the same names, read by the same check), without
 * its ids: they were the same in every form, so a page with two forms had each id twice (issue 24).
 * Each label holds its field instead.
 */
export function HoneypotFields() {
  const honeypot = useRouteLoaderData<RootData>('root')?.honeypot;
  const name = honeypot?.nameFieldName ?? 'name__confirm';
  const validFrom = honeypot?.validFromFieldName ?? 'from__confirm';
  return (
    <div style={{ display: 'none' }} aria-hidden="true">
      <label>
        {LABEL}
        <input name={name} type="text" defaultValue="" autoComplete="nope" tabIndex={-1} />
      </label>
      {validFrom && honeypot?.encryptedValidFrom ? (
        <label>
          {LABEL}
          <input name={validFrom} type="text" value={honeypot.encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
        </label>
      ) : null}
    </div>
  );
}
