import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accountHandlers } from '../mocks/account';
import { handlers } from '../mocks/handlers';

export const server = setupServer(...handlers, ...accountHandlers);

export function useMsw() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
