import sanitizeHtml from 'sanitize-html';
import { MESSAGE_PREVIEW_LENGTH } from '@platform/api/contract';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A message body (rich text) as plain text: tags dropped, blocks turned into spaces, entities decoded. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<(?:br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'template'],
  });
  return text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

/** The inbox list's preview of a body: its plain text, cut at MESSAGE_PREVIEW_LENGTH characters with an ellipsis. */
export function previewOf(html: string): string {
  const characters = [...plainTextOf(html)];
  if (characters.length <= MESSAGE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, MESSAGE_PREVIEW_LENGTH - 1).join('').trimEnd()}…`;
}

/** Plain text written into a message body (a reply, a reason): escaped, so it shows as typed. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
