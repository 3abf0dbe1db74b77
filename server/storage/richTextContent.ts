/** What a reader gets from sanitised rich text: its plain text, and whether anything is left to read. */

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&#160;': ' ', '&amp;': '&' };

/**
 * Text of sanitised HTML for places that show plain text (the inbox): block ends become line breaks,
 * tags go, the sanitiser's entities are decoded (the result is shown as text, never as markup).
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|#160|amp);/g, (e) => ENTITIES[e])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when sanitised HTML shows a reader something: text other than white space, an image or a video. */
export function hasReadableContent(html: string): boolean {
  return plainTextOf(html) !== '' || /<(img|video)\b/i.test(html);
}
