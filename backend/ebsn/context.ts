// What every route of the backend can reach: its dependencies (passed to the route factories) and
// the per-request session (set by the session middleware on /ebsn/api).
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

export type Deps = { db: Database; log: Logger; config: AppConfig };

export type EnvelopeUser = { userId: number; login: string | null; profileConfirmed: boolean };

export type SessionState = {
  tokenHash: string;
  userId: number;
  warehouseId: number | null;
  data: Record<string, unknown>;
  /** login's remember_me (decides the sliding lifetime of a logged-in session) */
  remember: boolean;
  /** minted on this request: its token goes back in x-ebsn-account, and the answer is per-shopper */
  isNew: boolean;
  /** a staff member's session (decision 054): userId is then the customer they act for, or -1 */
  staffUserId?: number | null;
};

/** what the envelope says of a session's user (backend/accounts/users.ts envelopeUser) */
export type SessionAccount = { id: number; email: string; confirmedAt: Date | null };

/** a signed-on staff member, as backend/staff/guard.ts reads them (no secret) */
export type StaffMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  roles: Array<'picker' | 'store-manager' | 'customer-care'>;
  warehouseIds: number[];
};

export type AppEnv = {
  Variables: {
    /** absent on catalogue reads made without a token (they run as an anonymous guest) */
    session?: SessionState;
    user: EnvelopeUser;
    /** the staff member of a staff session (backend/staff/guard.ts) */
    staff?: StaffMember;
  };
};

export const guestUser: EnvelopeUser = { userId: -1, login: null, profileConfirmed: false };
