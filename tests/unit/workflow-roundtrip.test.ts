// Lossless Flowable XML (issue 13): every process model of tests/fixtures/bpmn/ is imported and exported
// through bpmn-moddle with the project's flowable/activiti extension (what the designer's bpmn-js uses).
// The first export must say what the file said — same elements, attributes (by namespace), text — and
// every later export must be byte-for-byte the first.
// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moddleFor } from '../../schemas/workflow/moddle';
import { extensionAttr } from '../../schemas/workflow/flowableModdle';
import { dropShadowedAttrs, keepExplicitDefaults } from '../../schemas/workflow/lossless';

const DIR = resolve(import.meta.dirname, '../fixtures/bpmn');
const FILES = readdirSync(DIR).filter((f) => /\.(bpmn|xml)$/.test(f));

async function roundTrip(xml: string): Promise<string> {
  const moddle = moddleFor(xml);
  const { rootElement, warnings } = await moddle.fromXML(xml);
  expect(warnings.map((w) => w.message.split('\n')[0])).toEqual([]);
  keepExplicitDefaults(rootElement as never);
  dropShadowedAttrs(rootElement as never);
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

type Node = { ns: string | null; name: string; attrs: string[]; text: string; children: Node[] };

/** The document as data: namespace-qualified names, sorted attributes, trimmed text; comments and layout dropped. */
function canonical(xml: string): Node {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const walk = (el: Element): Node => ({
    ns: el.namespaceURI,
    name: el.localName,
    attrs: [...el.attributes]
      .filter((a) => a.name !== 'xmlns' && !a.name.startsWith('xmlns:'))
      .map((a) => `{${a.namespaceURI ?? ''}}${a.localName}=${a.value}`)
      .sort(),
    text: [...el.childNodes]
      .filter((n) => n.nodeType === 3 || n.nodeType === 4)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim(),
    children: [...el.children].map(walk),
  });
  return walk(doc.documentElement);
}

describe('round trip of the process corpus', () => {
  it('has a corpus', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of FILES) {
    it(`${file}: the first export keeps everything, later exports are byte-for-byte the first`, async () => {
      const original = readFileSync(join(DIR, file), 'utf8');
      const first = await roundTrip(original);
      expect(canonical(first)).toEqual(canonical(original));
      const second = await roundTrip(first);
      expect(second).toBe(first);
      expect(await roundTrip(second)).toBe(first);
    });
  }

  it('reads the same user-task attributes whichever dialect a model speaks', async () => {
    const read = async (file: string, id: string, name: string) => {
      const xml = readFileSync(join(DIR, file), 'utf8');
      const { elementsById } = await moddleFor(xml).fromXML(xml);
      return extensionAttr(elementsById[id] as never, name);
    };
    expect(await read('ruoyi-leave.bpmn20.xml', 'managerTask', 'candidateGroups')).toBe('2,3');
    expect(await read('activiti-expense.bpmn20.xml', 'leaderAudit', 'candidateUsers')).toBe('11,12');
    expect(await read('camunda-review.bpmn', 'review', 'assignee')).toBe('${reviewer}');
  });
});
