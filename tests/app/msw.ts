import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accountHandlers } from '../mocks/account';
import { accountAreaHandlers, accountAreaMock } from '../mocks/account-area';
import { cartHandlers, cartMock } from '../mocks/cart';
import { handlers } from '../mocks/handlers';
import { messagesHandlers, messagesMock } from '../mocks/messages';

export const server = setupServer(...handlers, ...accountHandlers, ...accountAreaHandlers, ...cartHandlers, ...messagesHandlers);

export function useMsw() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cartMock.reset();
    accountAreaMock.reset();
    messagesMock.reset();
  });
  afterAll(() => server.close());
}
