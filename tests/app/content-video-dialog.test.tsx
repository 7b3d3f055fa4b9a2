// @vitest-environment happy-dom
// A content video link with JS (issue 27 §1): a plain click opens the allow-listed player in a modal
// dialog over the page instead of leaving for /video; a link the allow-list does not know, or a
// click that asks for a new tab, is left to the browser.
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentHtml } from '~/components/content/ContentHtml';
import { domRoot, useActEnvironment } from './dom-root';

useActEnvironment();

const HTML =
  '<p><a href="/video?src=%2Fmedia%2Fragu.mp4&amp;title=Il%20rag%C3%B9">il video</a> ' +
  '<a href="/video?src=https%3A%2F%2Fevil.example%2Fa.mp4">altro</a></p>';

describe('a content video link with JS', () => {
  let mounted: ReturnType<typeof domRoot>;
  afterEach(() => mounted.unmount());

  const click = (name: string, init: MouseEventInit = {}) => {
    const link = [...mounted.host.querySelectorAll('a')].find((a) => a.textContent === name)!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      link.dispatchEvent(event);
    });
    return event;
  };

  it('opens the player in a dialog named by the link’s title', () => {
    mounted = domRoot(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ContentHtml html={HTML} />
      </MemoryRouter>,
    );
    expect(mounted.host.querySelector('dialog')).toBeNull();
    const event = click('il video');
    expect(event.defaultPrevented).toBe(true);
    const dialog = mounted.host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('video-dialog-title');
    expect(dialog.querySelector('h2')!.textContent).toBe('Il ragù');
    // the shop's own clip in a <video> (an embed's iframe is the same component's other branch)
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/ragu.mp4');
    expect(video.getAttribute('title')).toBe('Il ragù');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('leaves an unknown source and a new-tab click to the browser', () => {
    mounted = domRoot(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ContentHtml html={HTML} />
      </MemoryRouter>,
    );
    expect(click('altro').defaultPrevented).toBe(false);
    expect(click('il video', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(mounted.host.querySelector('dialog')).toBeNull();
  });
});
