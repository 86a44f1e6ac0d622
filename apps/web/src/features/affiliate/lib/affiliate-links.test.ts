import { describe, expect, it } from 'vitest';
import { bannerHtmlOf, registerLinkOf } from './affiliate-links.ts';

describe('affiliate links', () => {
  it('builds the registration link of the spec', () => {
    expect(registerLinkOf('https://bet.example', 'tr', 'ayse77')).toBe(
      'https://bet.example/tr/register/ayse77',
    );
  });

  it('makes a banner a linked image with an absolute address and escaped attributes', () => {
    const banner = {
      id: 1,
      name: 'Spor "300" <b>',
      url: '/api/media/1/aa-300x250.png',
      weight: 300,
      height: 250,
    };
    expect(bannerHtmlOf('https://bet.example', 'en', 'ayse77', banner)).toBe(
      '<a href="https://bet.example/en/register/ayse77" target="_blank" rel="noopener">' +
        '<img src="https://bet.example/api/media/1/aa-300x250.png" width="300" height="250" alt="Spor &quot;300&quot; &lt;b&gt;"></a>',
    );
    const outside = { ...banner, url: 'https://cdn.example/b.png' };
    expect(bannerHtmlOf('https://bet.example', 'en', 'x', outside)).toContain(
      'src="https://cdn.example/b.png"',
    );
  });
});
