// The staff calls of the commerce API (account.md §7 backoffice calls; decision 054): sign-on and
// sign-out, customer search and selection, and the audit of what staff did. Per-session: never cached.
import { ebsn, type ApiContext } from './client.server';
import { statusOnlySchema } from './account-schemas';
import { auditListSchema, authTestSchema, selectUserSchema, ssoLoginSchema, userListSchema, type SsoUser } from './staff-schemas';

export async function ssoLogin(api: ApiContext, input: { username: string; password: string; otp: string }): Promise<SsoUser> {
  const { data } = await ebsn(api, {
    path: 'backoffice-access/sso-login',
    method: 'POST',
    form: { backoffice_user: input.username, password: input.password, otp: input.otp },
    schema: ssoLoginSchema,
  });
  return data.user;
}

export async function ssoLogout(api: ApiContext): Promise<void> {
  await ebsn(api, { path: 'sso-auth/logout', method: 'POST', schema: statusOnlySchema });
}

/** The staff member of the session, as the backend knows it now (none: not a staff session any more). */
export async function currentStaff(api: ApiContext): Promise<SsoUser | undefined> {
  const { data } = await ebsn(api, { path: 'auth/test', schema: authTestSchema });
  return data.ssoUser;
}

export type CustomerSearch = { q?: string; codInt?: string; page?: number; sort?: string };

export async function listUsers(api: ApiContext, search: CustomerSearch) {
  const { data } = await ebsn(api, {
    path: 'user-search/list_user',
    query: { q: search.q, cod_int: search.codInt, page: search.page, sort: search.sort, user_type_id: 2 },
    schema: userListSchema,
  });
  return data;
}

/** Acts for the customer from now; -1 stops. */
export async function selectUser(api: ApiContext, userId: number) {
  const { data } = await ebsn(api, { path: 'user-search/select_user', query: { user_id: userId }, schema: selectUserSchema });
  return data.user;
}

export async function storeAudit(api: ApiContext, page: number) {
  const { data } = await ebsn(api, { path: 'staff-audit/list', query: { page }, schema: auditListSchema });
  return data;
}

export async function customerAudit(api: ApiContext, page: number) {
  const { data } = await ebsn(api, { path: 'user-audit/list', query: { page }, schema: auditListSchema });
  return data;
}
