// What the back office writes is shown to every player: markup that could run script or reach out
// must not survive, while the text formatting the pages use must.
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page.ts';

describe('page HTML sanitizing', () => {
  it('keeps headings, paragraphs, lists, tables, emphasis and safe links', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> word.<br></p><hr>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th scope="col">Odds</th></tr></thead><tbody><tr><td colspan="2">1.85</td></tr></tbody></table>' +
      '<p><a href="https://example.com/help">help</a> <a href="mailto:support@example.com">mail</a></p>';
    expect(sanitizePageHtml(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> word.<br /></p><hr />' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
        '<table><thead><tr><th scope="col">Odds</th></tr></thead><tbody><tr><td colspan="2">1.85</td></tr></tbody></table>' +
        '<p><a href="https://example.com/help">help</a> <a href="mailto:support@example.com">mail</a></p>',
    );
  });

  it.each([
    ['a script tag, body and all', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an upper-case script tag', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>ok', 'ok'],
    ['event handler attributes', '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>', '<p>hi</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>text', 'text'],
    ['an svg with onload', '<svg onload="alert(1)"><script>alert(2)</script></svg>text', 'text'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>text', 'text'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">text', 'text'],
    [
      'a style block and style attributes',
      '<style>p{}</style><p style="background:url(x)">hi</p>',
      '<p>hi</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a mixed-case entity-encoded javascript: link', '<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: link encoded as decimal entities',
      '<a href="&#106;&#97;vascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a form with its inputs', '<form action="https://evil.example"><input name="p"></form>text', 'text'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">text', 'text'],
    [
      'escaped markup stays text',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizePageHtml(html)).toBe(expected);
  });

  it('makes links that open a new tab unable to reach back to the page', () => {
    expect(sanitizePageHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePageHtml('<a href="https://example.com" target="top">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});
