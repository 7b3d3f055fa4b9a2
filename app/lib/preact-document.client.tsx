// Hydrating the whole document with Preact (the production browser build, decision 035).
import { Fragment, options, type VNode } from 'preact';
import { hydrate } from 'preact/compat';
import type { ReactElement } from 'react';
import { hydrateInTurns } from './islands';
import { hydrateWith, hydrating } from './preact-react.client';

type Hook = (vnode: VNode<Record<string, unknown>>) => void;

// Preact renders a tree given `document` into <html> itself, so the tree's own <html> element
// becomes its attributes (lang, dir) and its children (head, body) become the root's.
function htmlAsRoot() {
  const previous = (options as { vnode?: Hook }).vnode;
  (options as { vnode?: Hook }).vnode = (vnode) => {
    if (vnode.type === 'html') {
      const { children, ...attributes } = vnode.props;
      for (const [name, value] of Object.entries(attributes)) {
        if (typeof value === 'string') document.documentElement.setAttribute(name, value);
      }
      vnode.type = Fragment as unknown as string;
      vnode.props = { children };
    } else if (vnode.type === 'script' && isCode(vnode.props.type)) {
      // A script React puts in the page never runs (React inserts it through innerHTML); one Preact
      // creates would, and the Content-Security-Policy would refuse it (it has no nonce in the
      // browser). Remix renders its scripts again when the document is rebuilt (an error page and
      // back): they stay inert, as with React. The server's own scripts are kept as they are.
      vnode.props = { ...vnode.props, type: 'text/plain' };
    }
    previous?.(vnode);
  };
}

const isCode = (type: unknown) => type == null || type === '' || type === 'module' || type === 'text/javascript';

export function hydrateDocument(app: ReactElement) {
  htmlAsRoot();
  hydrateInTurns(() => hydrateWith(() => hydrate(app as unknown as VNode, document.documentElement)), hydrating);
}
