// Google sign-in (account.md §7: the browser goes to the provider, which redirects to
// /ebsn/api/social-redir/google). The storefront drives it with the shopper's session token:
//   GET social-redir/google/start?redirect_uri=   → data { url } to send the browser to
//   GET social-redir/google?code=&state=           → logs in (x-ebsn-account) with data { firstLogin: false },
//     or remembers the identity in the session and answers { firstLogin: true }: the shopper then
//     completes registration-user (social_user_detail, register_user with socialLogin 'google').
import { Hono } from 'hono';
import { z } from 'zod';
import { carriedData } from '../accounts/login';
import { CODES, TEXT } from '../accounts/messages';
import { linkIdentity, linkedUser } from '../accounts/signup';
import { finishFlow, GOOGLE, googleEnabled, rememberPendingSocial, sessionFlow, startFlow, type SocialIdentity } from '../accounts/social';
import { accountUser, findUserByEmail, userResolver, type User } from '../accounts/users';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { ensureSession, replaceSession, saveSessionData } from '../ebsn/session';
import { textParam, validQuery } from '../ebsn/validation';

const callbackQuery = z.object({
  code: textParam(2048),
  state: textParam(512),
  iss: textParam(512),
  error: textParam(256),
  error_description: textParam(1024),
});

export function socialRoutes(deps: Deps) {
  const { db, config, log } = deps;
  const resolveUser = userResolver(db);

  return new Hono<AppEnv>()
    .get('/social-redir/google/start', validQuery(z.object({ redirect_uri: textParam(2048) })), async (c) => {
      if (!googleEnabled(config)) return fail(c, { code: CODES.socialUnavailable, error: TEXT.socialUnavailable });
      const { redirect_uri } = c.req.valid('query');
      // Only our own pages may receive the code: an open redirect_uri would hand it to anyone.
      if (!redirect_uri || !config.socialRedirectUris.includes(redirect_uri))
        return fail(c, { code: CODES.socialRedirect, error: TEXT.socialRedirect });
      let started;
      try {
        started = await startFlow(config, redirect_uri);
      } catch (err) {
        log.warn({ err }, 'social login: provider discovery failed');
        return fail(c, { code: CODES.socialFailed, error: TEXT.socialFailed });
      }
      // the flow's secrets wait in the shopper's session for the provider's answer: one is made now if need be
      const session = await ensureSession(c, deps);
      await saveSessionData(db, session, { ...session.data, oidc: started.flow });
      return ok(c, { url: started.url });
    })

    .get('/social-redir/google', validQuery(callbackQuery), async (c) => {
      if (!googleEnabled(config)) return fail(c, { code: CODES.socialUnavailable, error: TEXT.socialUnavailable });
      const session = c.get('session');
      const flow = sessionFlow(session);
      if (!session || !flow || flow.provider !== GOOGLE) return fail(c, { code: CODES.socialFailed, error: TEXT.socialFailed });
      // The flow is spent whatever happens next: a code and state work once.
      const { oidc: _spent, ...rest } = session.data;
      await saveSessionData(db, session, rest);

      const query = Object.fromEntries(Object.entries(c.req.valid('query')).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
      let identity: SocialIdentity;
      try {
        identity = await finishFlow(config, flow, query);
      } catch (err) {
        log.warn({ err: (err as Error)?.message }, 'social login: the provider answer was refused');
        return fail(c, { code: CODES.socialFailed, error: TEXT.socialFailed });
      }

      let user: User | undefined = await linkedUser(db, identity.provider, identity.subject);
      if (!user && identity.email && identity.emailVerified) {
        const existing = await findUserByEmail(db, identity.email);
        if (existing) user = await linkIdentity(db, existing, identity);
      }
      if (!user) {
        await rememberPendingSocial(db, session, identity);
        return ok(c, { firstLogin: true, user: null });
      }
      await replaceSession(
        c,
        deps,
        { userId: user.id, remember: true, warehouseId: session.warehouseId, data: carriedData(session) },
        resolveUser,
      );
      return ok(c, { firstLogin: false, user: accountUser(user) });
    });
}
