// Where staff sign on and find their tools (account.md §2 "userboard"; decision 054): pages link to
// it, the server sends there whoever reaches /admin without a staff session.
export const STAFF_ENTRY = '/userboard';
