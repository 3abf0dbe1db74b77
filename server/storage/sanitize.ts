import type sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_MAX_CHARS } from '../../schemas/contracts/storage/rules';
import { lazyPackage } from '../core/lazyPackage';

const sanitizer = lazyPackage<typeof sanitizeHtml>('sanitize-html');

/**
 * Rich text as stored (spec §5: wangEditor content, at most 100000 characters). A strict allow-list:
 * formatting tags the editor produces, links and media only over http(s) or site-relative URLs, no
 * script/style/iframe, no event handlers, no `style` attribute (CSS expressions and url() are gone
 * with it), no classes or ids that could hook page scripts or styles.
 */
export { RICH_TEXT_MAX_CHARS };
/** Markup around 100000 characters of text stays far below this; longer input is cut before parsing. */
const MAX_HTML_CHARS = 20 * RICH_TEXT_MAX_CHARS;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'code', 'pre', 'blockquote',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr', 'a', 'img', 'video', 'source',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content, not unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // A link opening a new tab must not give that page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video' || frame.tag === 'source') && !frame.attribs.src,
};

/** The stored form of rich text: allow-listed HTML (the editor enforces the text limit itself). */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizer()(html.slice(0, MAX_HTML_CHARS), OPTIONS);
}
