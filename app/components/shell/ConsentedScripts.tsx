// The tags the shopper's cookie choice allows (app/lib/consented-scripts.server.ts): rendered by the
// server with the request's nonce, so the Content-Security-Policy runs them and nothing else.
import { useNonce } from '~/lib/nonce';

export function ConsentedScripts({ urls }: { urls: readonly string[] }) {
  const nonce = useNonce();
  if (!urls.length) return null;
  return (
    <>
      {urls.map((src) => (
        <script key={src} src={src} async nonce={nonce} data-consented="" />
      ))}
    </>
  );
}
