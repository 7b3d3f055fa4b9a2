// Markup that is the same for every shopper, rendered once and then reused by the server
// (docs/decisions/037-shared-markup.md): a product card is most of a listing's server time, and two
// dozen of them are the same HTML for every shopper who sees the same products on the same page.
//
// `by` must list everything the children render from, props and context alike, except the CSRF
// token: inside, the children get a stand-in token, which the server replaces with each shopper's
// own after the render, so a stored fragment never holds one. Nothing of one shopper may reach a shared
// fragment: a card of a product in the shopper's cart is rendered live, not shared.
//
// In the browser there is no recorder and the children render as always; the server's document is
// the one an uncached render makes, so hydration finds what it expects.
import { createContext, useContext, type ReactNode } from 'react';
import { AuthenticityTokenProvider, useAuthenticityToken } from 'remix-utils/csrf/react';

export interface SharedMarkupRecorder {
  /** stands for the shopper's CSRF token inside shared markup, replaced after the render */
  readonly tokenStandIn: string;
  /** a marker id for this place in the document, and whether its markup is already known */
  mark(key: string, token: string): { id: number; known: boolean };
}

export const SharedMarkupContext = createContext<SharedMarkupRecorder | null>(null);

/**
 * `by`: the inputs that make the markup, as JSON values; null renders it live (the same element
 * either way, so nothing remounts when it changes). The key is made only where there is a recorder.
 */
export function SharedMarkup({ by, children }: { by: unknown[] | null; children: ReactNode }) {
  const recorder = useContext(SharedMarkupContext);
  const token = useAuthenticityToken();
  if (!recorder || by === null) return <>{children}</>;
  const { id, known } = recorder.mark(JSON.stringify(by), token);
  if (known) return <template data-shared={id} />;
  return (
    <>
      <template data-shared-from={id} />
      {/* nested shared markup is part of this one: no recorder inside */}
      <SharedMarkupContext.Provider value={null}>
        <AuthenticityTokenProvider token={recorder.tokenStandIn}>{children}</AuthenticityTokenProvider>
      </SharedMarkupContext.Provider>
      <template data-shared-to={id} />
    </>
  );
}
