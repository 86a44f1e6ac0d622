// Filling a template's {{placeholders}}: values are the player's and the staff's words, so in the HTML
// body they are escaped (and their line breaks kept); the subject is plain text on one line.
import { escapeHtml } from '../../http/escape-html.ts';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export type MailValues = Readonly<Record<string, string>>;

const placeholderValue = (values: MailValues, name: string) =>
  Object.hasOwn(values, name) ? (values[name] ?? '') : '';

/** The subject with its values in: no markup, and no line break that could start a new mail header. */
export function renderSubject(subject: string, values: MailValues): string {
  return subject
    .replace(PLACEHOLDER, (_, name: string) => placeholderValue(values, name))
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

/** The HTML body with its values escaped in. */
export function renderBody(body: string, values: MailValues): string {
  return body.replace(PLACEHOLDER, (_, name: string) =>
    escapeHtml(placeholderValue(values, name)).replace(/\r?\n/g, '<br>'),
  );
}

/** The placeholders a template uses that its kind does not offer. */
export function unknownPlaceholders(template: string, offered: readonly string[]): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  return [...new Set(names.filter((name) => !offered.includes(name)))];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The plain-text part of a mail from its (sanitized) HTML: blocks on lines of their own, links written out. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\s+/g, ' ')
      .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]*>/g, '');
        return text.trim() === href.trim() ? href : `${text} (${href})`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(li|tr|dt|dd|h[1-6])>/gi, '\n')
      .replace(/<\/(p|blockquote|ul|ol|dl|table)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
