// Page HTML from the back office is shown to every player as markup: only an allow-list of text
// elements survives, links keep safe schemes only, and no script, style or event handler gets through.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped whole rather than kept as visible text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object'],
  transformTags: {
    // A link opening a new tab cannot reach back into the page that opened it.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The page HTML as it may be stored and shown. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
