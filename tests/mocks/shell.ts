// The content API's calls of the shell (decision 059): the cookie choices recorded, and the
// first-shop welcome's ux-block. `shellMock.down` makes both fail as a backend that does not answer.
import { http, HttpResponse } from 'msw';
import { EBSN } from './handlers';

type Recorded = { id: string; categories: Record<string, boolean>; version: number; session: string | null };

export const shellMock = {
  recorded: [] as Recorded[],
  down: false,
  welcome: true,
  reset() {
    this.recorded = [];
    this.down = false;
    this.welcome = true;
  },
};

export const WELCOME_BLOCK = {
  id: 41,
  slug: 'first-shop-welcome',
  title: { rendered: 'Benvenuto &amp; buona spesa' },
  content: { rendered: '<p>La tua prima spesa <strong>a casa</strong>.</p><script>alert(1)</script>' },
  meta: {
    description: 'Come funziona Spesa',
    button_text: 'Scopri come',
    button_link: '/page/come-funziona',
    footer_image: { url: 'https://cdn.example.com/benvenuto.jpg', alt: 'Una borsa della spesa' },
  },
};

export const shellHandlers = [
  http.post(`${EBSN}/p/wp-json/custom/v1/cookie-consent`, async ({ request }) => {
    if (shellMock.down) return new HttpResponse(null, { status: 503 });
    const body = (await request.json()) as Omit<Recorded, 'session'>;
    shellMock.recorded.push({ ...body, session: request.headers.get('X-Ebsn-Account') });
    return HttpResponse.json({ recorded: true, at: new Date().toISOString() });
  }),
  http.get(`${EBSN}/p/wp-json/wp/v2/ux-blocks`, ({ request }) => {
    if (shellMock.down) return new HttpResponse(null, { status: 503 });
    const slug = new URL(request.url).searchParams.get('slug');
    return HttpResponse.json(shellMock.welcome && slug === WELCOME_BLOCK.slug ? [WELCOME_BLOCK] : []);
  }),
];
