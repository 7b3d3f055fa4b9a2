// A cart form: a plain POST form without JS (the action answers with a redirect back), a fetcher
// with JS so the page or the drawer stays where it is. CSRF, intent and the way back are always there.
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { STAY_FIELD, type CartIntent } from '~/routes/cart/forms';

export function CartForm({
  intent,
  redirectTo,
  fetcherKey,
  className,
  children,
}: {
  intent: CartIntent;
  redirectTo?: string;
  fetcherKey?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher({ key: fetcherKey });
  const FormOf = hydrated ? fetcher.Form : Form;
  return (
    <FormOf method="post" action="/cart" className={className}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {hydrated ? <input type="hidden" name={STAY_FIELD} value="1" /> : null}
      {children}
    </FormOf>
  );
}
