import { describe, expect, it } from 'vitest';
import { fillTemplate } from './compose.ts';
import { htmlToText, renderBody, renderSubject, unknownPlaceholders } from './render.ts';

describe('mail template rendering', () => {
  it('escapes values into the HTML body and keeps their line breaks', () => {
    expect(renderBody('<p>{{reply}}</p>', { reply: '<img src=x onerror=alert(1)> & "quotes"\nbye' })).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;<br>bye</p>',
    );
    expect(renderBody('<a href="{{link}}">go</a>', { link: 'https://x.test/?a=1&b="2"' })).toBe(
      '<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">go</a>',
    );
  });

  it('leaves an unknown or missing value empty, never the name of an object property', () => {
    expect(renderBody('[{{constructor}}][{{ username }}][{{code}}]', { username: 'ali' })).toBe('[][ali][]');
  });

  it('writes the subject as one plain line', () => {
    expect(renderSubject('Re: {{message}}', { message: 'a <b>\r\nBcc: x@y.z' })).toBe('Re: a <b> Bcc: x@y.z');
  });

  it('names the placeholders a kind does not offer, once each', () => {
    expect(unknownPlaceholders('{{link}} {{code}} {{ code }} {{reply}}', ['link'])).toEqual([
      'code',
      'reply',
    ]);
  });

  it('turns the HTML into the plain-text part: blocks on lines, links written out, entities decoded', () => {
    const html =
      '<h2>Hi &amp; welcome</h2>\n<p>Open <a href="https://x.test/a?b=1&amp;c=2">this link</a>:<br>' +
      '<a href="https://x.test/r">https://x.test/r</a></p><ul><li>one</li><li>two &#39;2&#39;</li></ul><p>Bye</p>';
    expect(htmlToText(html)).toBe(
      "Hi & welcome\nOpen this link (https://x.test/a?b=1&c=2):\nhttps://x.test/r\n\none\ntwo '2'\n\nBye",
    );
  });

  it('fills a template into subject, HTML and text at once', () => {
    expect(
      fillTemplate({ subject: 'Hi {{username}}', body: '<p>{{username}}</p>' }, { username: 'a<b' }),
    ).toEqual({
      subject: 'Hi a<b',
      html: '<p>a&lt;b</p>',
      text: 'a<b',
    });
  });
});
