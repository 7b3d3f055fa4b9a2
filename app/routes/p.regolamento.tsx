// Il regolamento (issue 27 §1): the content page `regolamento` at the address the shop's old links
// use, rendered as every content page is (/page/$slug).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentPage } from '~/cms/content-page.server';
import ContentPage, { meta } from './page.$slug';
import { routeHeaders } from '~/lib/headers';

export const headers = routeHeaders;
export { meta };

export const loader = ({ request, context }: LoaderFunctionArgs) => contentPage(request, context, 'regolamento', '/p');

export default ContentPage;
