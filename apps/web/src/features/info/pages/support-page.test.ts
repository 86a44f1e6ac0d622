// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import SupportPage from './support-page.tsx';

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the support page', () => {
  afterEach(cleanup);

  it('leads to help, the bet dictionary, the contact form and live support on WhatsApp', async () => {
    await renderPage(SupportPage, {
      path: 'support',
      areas: ['info'],
      settings: { whatsapp_number: '+90 555 010 20 30' },
    });
    expect(hrefOf(/^Help \/ FAQ/)).toBe('/en/page/6');
    expect(hrefOf(/^Bet Dictionary/)).toBe('/en/page/5');
    expect(hrefOf(/^Contact us/)).toBe('/en/contact');
    expect(hrefOf(/^Live Support/)).toBe('https://wa.me/905550102030');
  });

  it('has no live support row without a WhatsApp number', async () => {
    await renderPage(SupportPage, { path: 'support', areas: ['info'], settings: { whatsapp_number: '' } });
    expect(screen.getByRole('link', { name: /^Contact us/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Live Support/ })).toBeNull();
  });
});
