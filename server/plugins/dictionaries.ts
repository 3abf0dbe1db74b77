import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../data-providers/catalogue';
import type { DictionaryEntry, LocalizedText } from '../../schemas/types';
import { envelopeSchema } from '../core/envelope';

interface DictionaryFile {
  dictionaries: { type: string; children: { value: string; label: LocalizedText }[] }[];
}

const DICTIONARIES_FILE = new URL('../../schemas/dictionaries.json', import.meta.url);

export function dictionariesIn(file: DictionaryFile, locale: Locale): DictionaryEntry[] {
  return file.dictionaries.map((d) => ({
    type: d.type,
    children: d.children.map((c) => ({ value: c.value, label: c.label[locale] ?? c.label['zh-CN'] })),
  }));
}

const dictionaryData = {
  type: 'array',
  items: {
    type: 'object',
    required: ['type', 'children'],
    properties: {
      type: { type: 'string' },
      children: {
        type: 'array',
        items: { type: 'object', required: ['value', 'label'], properties: { value: { type: 'string' }, label: { type: 'string' } } },
      },
    },
  },
} as const;

/** GET dict/all: the shared dictionaries with labels in the caller's language. */
export async function dictionariesPlugin(app: FastifyInstance) {
  const shared = JSON.parse(readFileSync(DICTIONARIES_FILE, 'utf8')) as DictionaryFile;
  // Plugins bring their own dictionaries in their manifests; the shared file keeps the platform's.
  const file: DictionaryFile = { dictionaries: [...shared.dictionaries, ...app.pluginSet.enabled.flatMap((p) => p.manifest.dictionaries ?? [])] };
  const byLocale: Record<Locale, DictionaryEntry[]> = { 'zh-CN': dictionariesIn(file, 'zh-CN'), 'en-US': dictionariesIn(file, 'en-US') };
  app.get(
    '/api/enterprise-side-app/dict/all',
    {
      preHandler: app.requireReader,
      schema: {
        tags: ['dictionaries'],
        summary: 'All dictionaries, labels in the Accept-Language locale',
        security: [{ token: [] }],
        querystring: { type: 'object', properties: {}, additionalProperties: true },
        response: { 200: envelopeSchema(dictionaryData) },
      },
    },
    async (request) => byLocale[request.locale],
  );
}
