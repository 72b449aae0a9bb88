import type { Mail } from './mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a mail says: a greeting, paragraphs, and at most one link with its button's words. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { href: string; button: string };
  /** Said after the link, in a smaller voice. */
  footer?: string[];
}

/** The mail as plain text and as HTML that says the same, every part escaped. */
export function composeMail(content: MailContent): Mail {
  const { to, subject, greeting, paragraphs, link, footer = [] } = content;
  const text = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...(link ? [link.href, ''] : []), ...footer, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link
      ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.button)}</a></p>`, `<p style="word-break:break-all">${escapeHtml(link.href)}</p>`]
      : []),
    ...(footer.length > 0 ? [`<p>${footer.map(escapeHtml).join('<br>')}</p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}
