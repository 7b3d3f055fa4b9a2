import type { MetaFunction } from '@remix-run/node';

// The marker lets the bench scripts tell this page from whatever else might hold BARE_PORT.
export const meta: MetaFunction = () => [{ title: 'Bare Remix' }, { name: 'bench', content: 'bare-remix' }];

export default function Index() {
  return <h1>Hello</h1>;
}
