// The per-request nonce of the document's inline scripts (see entry.server.tsx): the server renders
// it into Remix's scripts; in the browser it is '' (browsers hide a nonce from the DOM, so the
// hydrated attribute matches).
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
