// /profile on its own is the dashboard (the layout route has already checked the login).
import { redirect } from '@remix-run/node';

export function loader() {
  return redirect('/profile/dashboard');
}
