// What every POST form of the shop carries (DEVELOPERS.md "CSRF token and honeypot on forms"): the
// CSRF token the action checks, and the honeypot fields a bot fills in.
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';

export function FormGuards() {
  return (
    <>
      <AuthenticityTokenInput />
      <HoneypotInputs />
    </>
  );
}
