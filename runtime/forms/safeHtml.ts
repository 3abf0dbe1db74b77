/**
 * The html-text widget's content is authored in the designer but shown to everyone who opens the form:
 * it is reduced to an allowlist of formatting tags and attributes (no scripts, handlers, styles with
 * urls or javascript: links) before it reaches the page, whoever saved the form.
 */
const TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'sub', 'sup', 'small', 'font', 'table', 'thead', 'tbody', 'tr', 'td', 'th']);
const ATTRIBUTES = new Set(['href', 'title', 'style', 'color', 'align', 'colspan', 'rowspan', 'target']);
const SAFE_URL = /^(https?:|mailto:|#|\/)/i;
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:/i;

function clean(node: Element, doc: Document): void {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toLowerCase();
    if (!TAGS.has(tag)) {
      // Unknown elements go, their text stays (script/style content goes entirely).
      if (tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object' || tag === 'embed') child.remove();
      else child.replaceWith(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    for (const attribute of Array.from(child.attributes)) {
      const name = attribute.name.toLowerCase();
      const keep = ATTRIBUTES.has(name) && !(name === 'href' && !SAFE_URL.test(attribute.value.trim())) && !(name === 'style' && UNSAFE_STYLE.test(attribute.value));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (tag === 'a') child.setAttribute('rel', 'noopener noreferrer');
    clean(child, doc);
  }
}

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root, doc);
  return root.innerHTML;
}
