import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { forgetCatalogVersion } from '~/ebsn/catalog-version.server';
import { accountHandlers, accountMock } from '../mocks/account';
import { accountAreaHandlers, accountAreaMock } from '../mocks/account-area';
import { cartHandlers, cartMock } from '../mocks/cart';
import { handlers } from '../mocks/handlers';
import { mealTicketHandlers } from '../mocks/meal-tickets';
import { messagesHandlers, messagesMock } from '../mocks/messages';
import { placesMock } from '../mocks/places';
import { shellHandlers, shellMock } from '../mocks/shell';

export const server = setupServer(
  ...handlers,
  ...accountHandlers,
  ...accountAreaHandlers,
  ...cartHandlers,
  ...mealTicketHandlers,
  ...messagesHandlers,
  ...shellHandlers,
);

/**
 * The mocks' state, and the storefront's catalogue cache, as a test starts: the files of a worker share
 * one module graph (vitest.config.ts), so a file would otherwise find what the file before it left.
 */
function resetMocks() {
  clearCatalogCache();
  forgetCatalogVersion();
  accountMock.reset();
  placesMock.reset();
  cartMock.reset();
  accountAreaMock.reset();
  messagesMock.reset();
  shellMock.reset();
}

export function useMsw() {
  beforeAll(() => {
    resetMocks();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMocks();
  });
  afterAll(() => server.close());
}
