// The category tree as a page of its own: the header's menu button links here, so the tree is not
// carried by every page's data. Without JS this is the menu (with a link back to the page the
// shopper came from); with JS the header opens it as a drawer and loads this loader's data.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { safeRedirect } from '~/lib/safe-redirect';
import { MenuTree } from '~/components/shell/MenuTree';
import { tCommon as t } from '~/i18n/common';
import { getCategoryTree } from '~/ebsn/catalog.server';
import { errorMeta } from '~/lib/error-meta';
import { routeHeaders } from '~/lib/headers';
import { toMenuTree } from '~/lib/menu';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const back = safeRedirect(new URL(request.url).searchParams.get('back'), '/');
  // like the shell, the menu lives without the tree: the page says it is not available
  const tree = await getCategoryTree(shopper.api).catch(() => null);
  try {
    return data({ menu: tree && toMenuTree(tree), back }, { headers: await shopperHeaders(shopper) });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => {
  if (!page || error) return errorMeta(error);
  return [...pageMeta({ title: t('menu.title') }), { name: 'robots', content: 'noindex, follow' }];
};

export default function MenuPage() {
  const { menu, back } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-4">
      <Link to={back} className="mb-3 inline-block rounded px-2 py-2 font-semibold text-secondary underline">
        {t('menu.back')}
      </Link>
      <h1 className="mb-2 text-2xl font-bold">{t('menu.title')}</h1>
      <nav aria-label={t('menu.title')}>{menu ? <MenuTree menu={menu} /> : <p>{t('menu.unavailable')}</p>}</nav>
    </div>
  );
}
