// Markup that is the same for every shopper, rendered once and then reused by the server
// (docs/decisions/037-shared-markup.md): a product card is most of a listing's server time, and two
// dozen of them are the same HTML for every shopper who sees the same products on the same page.
//
// `by` must list everything the children render from, props and context alike, except the CSRF
// token and the page's address: inside, the children get stand-ins for both, which the server
// replaces with each shopper's token and each page's address after the render, so a stored fragment
// holds neither, and a product's card rendered for one page serves every page that shows it (issue
// 29: shoppers' pages are mostly pages no one asked before, their products are not). The children
// read the address with usePageAddress(), never useLocation(). Nothing of one shopper may reach a
// shared fragment: a card of a product in the shopper's cart is rendered live, not shared.
//
// In the browser there is no recorder and the children render as always; the server's document is
// the one an uncached render makes, so hydration finds what it expects.
import { useLocation } from '@remix-run/react';
import { createContext, useContext, type ReactNode } from 'react';
import { AuthenticityTokenProvider, useAuthenticityToken } from 'remix-utils/csrf/react';

export interface SharedMarkupRecorder {
  /** stands for the shopper's CSRF token inside shared markup, replaced after the render */
  readonly tokenStandIn: string;
  /** stands for the page's address (pathname and search) inside shared markup, replaced after the render */
  readonly pageStandIn: string;
  /**
   * a marker id for this place in the document, and whether its markup is already known; null: render
   * it live, as if it were not shared (the server keeps a fragment from its second sighting on)
   */
  mark(key: string, token: string, page: string): { id: number; known: boolean } | null;
}

export const SharedMarkupContext = createContext<SharedMarkupRecorder | null>(null);
const PageStandInContext = createContext<string | null>(null);

/**
 * The page's address (pathname and search), which forms come back to. Inside shared markup a stand-in
 * the server writes each page's address over, as it is or as a query value (URLSearchParams):
 * written any other way, the server refuses the document, so a new use shows in the tests at once.
 */
export function usePageAddress(): string {
  const location = useLocation();
  const standIn = useContext(PageStandInContext);
  return standIn ?? location.pathname + location.search;
}

/**
 * `by`: the inputs that make the markup, as JSON values; null renders it live (the same element
 * either way, so nothing remounts when it changes). The key is made only where there is a recorder.
 */
export function SharedMarkup({ by, children }: { by: unknown[] | null; children: ReactNode }) {
  const recorder = useContext(SharedMarkupContext);
  const token = useAuthenticityToken();
  const page = usePageAddress();
  if (!recorder || by === null) return <>{children}</>;
  const marked = recorder.mark(JSON.stringify(by), token, page);
  if (!marked) return <>{children}</>;
  const { id, known } = marked;
  if (known) return <template data-shared={id} />;
  return (
    <>
      <template data-shared-from={id} />
      {/* nested shared markup is part of this one: no recorder inside */}
      <SharedMarkupContext.Provider value={null}>
        <PageStandInContext.Provider value={recorder.pageStandIn}>
          <AuthenticityTokenProvider token={recorder.tokenStandIn}>{children}</AuthenticityTokenProvider>
        </PageStandInContext.Provider>
      </SharedMarkupContext.Provider>
      <template data-shared-to={id} />
    </>
  );
}
