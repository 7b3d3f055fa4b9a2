// /profile on its own is the dashboard (the layout route has already checked the login).
import { redirect } from '@remix-run/node';
import { secured } from '~/lib/response-headers.server';

export const loader = secured(function loader() {
  return redirect('/profile/dashboard');
});
