/**
 * bpmn-moddle leaves out of its XML every attribute whose value equals the schema default
 * (isSequential="false", isInterrupting="true", …) even when the imported document wrote it. To export
 * what was imported, an explicit default is moved into the element's generic attributes ($attrs) after
 * import, which the writer copies verbatim; before an export, a generic attribute that an edit has since
 * set as a real property is dropped again, so an attribute is never written twice.
 */

interface Descriptor {
  ns: { prefix: string };
  properties: Array<{ name: string; ns: { name: string; prefix: string; localName: string }; isAttr?: boolean; isReference?: boolean; isMany?: boolean; default?: unknown; type: string }>;
}
interface Element {
  $type?: string;
  $descriptor?: Descriptor;
  $attrs?: Record<string, string>;
  [key: string]: unknown;
}

const isElement = (v: unknown): v is Element => typeof v === 'object' && v !== null && '$descriptor' in (v as object);

function attrName(owner: Descriptor, p: Descriptor['properties'][number]): string {
  return p.ns.prefix === owner.ns.prefix ? p.ns.localName : p.ns.name;
}

function walk(el: Element, visit: (el: Element) => void, seen = new Set<Element>()) {
  if (seen.has(el)) return;
  seen.add(el);
  visit(el);
  for (const p of el.$descriptor?.properties ?? []) {
    if (p.isAttr || p.isReference || !Object.prototype.hasOwnProperty.call(el, p.name)) continue;
    const value = el[p.name];
    for (const child of Array.isArray(value) ? value : [value]) if (isElement(child)) walk(child, visit, seen);
  }
}

/** After import: explicit attributes equal to their default become generic attributes (kept on export). */
export function keepExplicitDefaults(root: Element): void {
  walk(root, (el) => {
    for (const p of el.$descriptor?.properties ?? []) {
      if (!p.isAttr || p.default === undefined || !Object.prototype.hasOwnProperty.call(el, p.name) || el[p.name] !== p.default) continue;
      delete el[p.name];
      // $attrs is a getter moddle provides on every element.
      el.$attrs![attrName(el.$descriptor!, p)] = String(p.default);
    }
  });
}

/** Before export: generic attributes that now exist as real properties are dropped (the edit wins). */
export function dropShadowedAttrs(root: Element): void {
  walk(root, (el) => {
    if (!el.$attrs) return;
    for (const p of el.$descriptor?.properties ?? []) {
      const name = attrName(el.$descriptor!, p);
      if (p.isAttr && name in el.$attrs && Object.prototype.hasOwnProperty.call(el, p.name)) delete el.$attrs[name];
    }
  });
}
