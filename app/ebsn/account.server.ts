// Account calls of the commerce API (account.md §7 Authentication, Registration and account,
// Consents), exactly as app/ebsn/account-schemas.ts writes them down. Per-shopper: never cached,
// always with the session token.
import { ebsn, type ApiContext } from './client.server';
import { EbsnError } from './errors';
import {
  disclaimerListSchema,
  loginDataSchema,
  missingDisclaimersSchema,
  passwordResetResultSchema,
  registerUserResultSchema,
  registrationConfirmResultSchema,
  socialRedirSchema,
  socialStartSchema,
  socialUserSchema,
  statusOnlySchema,
  tokenCheckResultSchema,
  updateEmailResultSchema,
  userDetailSchema,
  type Disclaimer,
  type RegisterUser,
  type UserDetailUpdate,
} from './account-schemas';

/** Consents of the registration module (spec §9: module type 2, store 5). */
export const DISCLAIMER_QUERY = { store_id: 5, registration_module_type_id: 2 } as const;

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof EbsnError && error.messages.some((m) => m.code === code);
}

export async function login(api: ApiContext, input: { login: string; password: string; remember: boolean; mfaPin?: string }) {
  const form: Record<string, string> = {
    login: input.login,
    password: input.password,
    remember_me: String(input.remember),
    show_sectors: 'false',
  };
  if (input.mfaPin) form.mfa_pin = input.mfaPin;
  const { data } = await ebsn(api, { path: 'auth/login', method: 'POST', form, schema: loginDataSchema });
  return data;
}

export async function logout(api: ApiContext): Promise<void> {
  await ebsn(api, { path: 'auth/logout', method: 'POST', schema: statusOnlySchema });
}

/** The backend's view of the session: the user id (-1 or 0 for a guest). */
export async function testSession(api: ApiContext): Promise<number> {
  const { user } = await ebsn(api, { path: 'auth/test', schema: statusOnlySchema });
  return user?.userId ?? -1;
}

export async function registerUser(api: ApiContext, user: RegisterUser) {
  const { data, user: sessionUser } = await ebsn(api, {
    path: 'registration/register_user',
    method: 'POST',
    json: user,
    schema: registerUserResultSchema,
  });
  /** `sessionUser`: who the session is afterwards (logged in when a social registration logs the user in) */
  return { ...data, sessionUser };
}

/** 'already' when the account had been confirmed before (the e-mail link opened again). */
export async function confirmRegistration(api: ApiContext, email: string, code: string): Promise<'confirmed' | 'already' | false> {
  const { data } = await ebsn(api, {
    path: 'registration/registration_confirm',
    query: { e_mail: email, reg_control_code: code },
    schema: registrationConfirmResultSchema,
  });
  if (!data.confirmed) return false;
  return data.alreadyConfirmed ? 'already' : 'confirmed';
}

export async function resendRegistrationEmail(api: ApiContext, email: string): Promise<void> {
  await ebsn(api, { path: 'registration/registration_resend_email', query: { e_mail: email }, schema: statusOnlySchema });
}

export async function requestPasswordReset(api: ApiContext, email: string): Promise<void> {
  await ebsn(api, { path: 'registration/password_reset_token_request', query: { e_mail: email }, schema: statusOnlySchema });
}

export async function checkPasswordResetToken(api: ApiContext, email: string, token: string): Promise<boolean> {
  const { data } = await ebsn(api, {
    path: 'registration/password_reset_token_check',
    query: { e_mail: email, reset_token: token },
    schema: tokenCheckResultSchema,
  });
  return data.valid;
}

export async function resetPassword(api: ApiContext, input: { email: string; token: string; password: string }): Promise<boolean> {
  // GET with the password in the query is the contract (account.md §7); see docs/decisions/006.
  const { data } = await ebsn(api, {
    path: 'registration/password_reset',
    query: { e_mail: input.email, reset_token: input.token, password: input.password },
    schema: passwordResetResultSchema,
  });
  return data.reset;
}

/**
 * registration/update_password (account.md §7): the old password and the new one. GET with the
 * passwords in the query is the contract, as for the reset (decision 006). Answers the backend's
 * words of success.
 */
export async function updatePassword(api: ApiContext, oldPassword: string, newPassword: string): Promise<string[]> {
  const { messages } = await ebsn(api, {
    path: 'registration/update_password',
    query: { old_password: oldPassword, new_password: newPassword },
    schema: statusOnlySchema,
  });
  return messages.filter((m) => m.level === 'info').map((m) => m.text);
}

/**
 * `sessionLogin`: the envelope's login after the change, the new address when this session is the
 * account's (the link may be opened anywhere, logged in as anyone or no one).
 */
export async function confirmEmailChange(api: ApiContext, token: string) {
  const { data, user } = await ebsn(api, { path: 'registration/update_email', query: { token }, schema: updateEmailResultSchema });
  return { ...data, sessionLogin: user && user.userId > 0 ? (user.login ?? null) : null };
}

/** registration/update_user_detail: the customer's personal data, answered as user_detail (decision 027). */
export async function updateUserDetail(api: ApiContext, detail: UserDetailUpdate) {
  const { data, messages } = await ebsn(api, {
    path: 'registration/update_user_detail',
    method: 'POST',
    json: detail,
    schema: userDetailSchema,
  });
  return { user: data, said: messages.filter((m) => m.level === 'info').map((m) => m.text) };
}

/**
 * registration/update_email_request: a confirmation link is mailed to the new address. The current
 * password goes too (decision 032; a GET with it in the query, as update_password). Answers the
 * backend's words.
 */
export async function requestEmailChange(api: ApiContext, newEmail: string, password: string): Promise<string[]> {
  const { messages } = await ebsn(api, {
    path: 'registration/update_email_request',
    query: { new_email: newEmail, password },
    schema: statusOnlySchema,
  });
  return messages.filter((m) => m.level === 'info').map((m) => m.text);
}

export async function getUserDetail(api: ApiContext) {
  const { data } = await ebsn(api, { path: 'registration/user_detail', schema: userDetailSchema });
  return data;
}

export async function getSocialUserDetail(api: ApiContext) {
  const { data } = await ebsn(api, { path: 'registration/social_user_detail', schema: socialUserSchema });
  return data;
}

export async function listRegistrationDisclaimers(api: ApiContext): Promise<Disclaimer[]> {
  const { data } = await ebsn(api, { path: 'registration-disclaimer/list', query: DISCLAIMER_QUERY, schema: disclaimerListSchema });
  return data.registrationDisclaimers;
}

/** The user's consents with the value given to each. */
export async function listUserDisclaimers(api: ApiContext): Promise<Disclaimer[]> {
  const { data } = await ebsn(api, {
    path: 'user-registration-disclaimer/list-by-type',
    query: { registration_module_type_id: DISCLAIMER_QUERY.registration_module_type_id },
    schema: disclaimerListSchema,
  });
  return data.registrationDisclaimers;
}

/** Consents the logged-in user still has to give, flattened over the registration modules. */
export async function missingDisclaimers(api: ApiContext): Promise<Disclaimer[]> {
  const { data } = await ebsn(api, { path: 'user-registration-disclaimer/check-disclaimer', schema: missingDisclaimersSchema });
  const seen = new Set<number>();
  return data.registrationModules
    .flatMap((m) => m.registrationModuleDisclaimers)
    .filter((d) => !seen.has(d.registrationDisclaimerId) && seen.add(d.registrationDisclaimerId));
}

export async function updateDisclaimers(
  api: ApiContext,
  disclaimers: Array<{ registrationDisclaimerId: number; value: 'true' | 'false' }>,
) {
  await ebsn(api, {
    path: 'user-registration-disclaimer/update-disclaimer',
    method: 'POST',
    json: { disclaimers },
    schema: statusOnlySchema,
  });
}

export async function socialLoginStart(api: ApiContext, provider: 'google', redirectUri: string): Promise<string> {
  const { data } = await ebsn(api, {
    path: `social-redir/${provider}/start`,
    query: { redirect_uri: redirectUri },
    schema: socialStartSchema,
  });
  return data.url;
}

export async function socialLoginCallback(api: ApiContext, provider: 'google', query: Record<string, string>) {
  const { data, user } = await ebsn(api, { path: `social-redir/${provider}`, query, schema: socialRedirSchema });
  return { ...data, envelopeUser: user };
}
