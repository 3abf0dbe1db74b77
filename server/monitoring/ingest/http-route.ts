/**
 * POST /api/ingest/hj212: bulk upload for gateways that collect HJ 212 packets and forward them over
 * HTTP. Body: text/plain with one packet per line, or JSON `{ packets: [...] }`. No session: every packet
 * is authenticated by its own MN and PW exactly as over TCP. Answers one result per packet, in order,
 * after the stored ones are committed; `reply` carries the 9014 ack (or 9011 refusal) a gateway can relay.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { envelopeSchema } from '../../core/envelope';
import { monitoringText } from '../messages';
import type { IngestService } from './service';
import type { PacketOutcome } from './types';
import { plainJson } from '../../core/documentedOnly';

export const MAX_PACKETS_PER_REQUEST = 1000;
const BODY_LIMIT = 4 * 1024 * 1024;

const resultSchema = {
  type: 'object',
  properties: {
    index: { type: 'integer' },
    status: { type: 'string', enum: ['stored', 'accepted', 'pending', 'refused', 'invalid', 'failed'] },
    error: { type: 'string' },
    mn: { type: 'string' },
    qn: { type: 'string' },
    cn: { type: 'string' },
    rows: { type: 'integer' },
    reply: { type: 'string' },
  },
};

function packetsOf(body: unknown): string[] | undefined {
  if (typeof body === 'string') return body.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() !== '');
  if (body && typeof body === 'object' && Array.isArray((body as { packets?: unknown }).packets)) {
    const packets = (body as { packets: unknown[] }).packets;
    return packets.every((p) => typeof p === 'string') ? (packets as string[]) : undefined;
  }
  return undefined;
}

export async function ingestHttpRoute(app: FastifyInstance, opts: { ingest: IngestService }): Promise<void> {
  app.post(
    '/api/ingest/hj212',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['monitoring: ingestion'],
        summary: 'Bulk HJ 212 upload (text/plain one packet per line, or JSON {packets}); per-packet MN+PW auth',
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              results: { type: 'array', items: resultSchema },
              stored: { type: 'integer' },
              refused: { type: 'integer' },
              invalid: { type: 'integer' },
            },
          }),
        },
      },
      serializerCompiler: plainJson,
    },
    async (req) => {
      const packets = packetsOf(req.body);
      const field = (key: 'noPackets' | 'tooManyPackets') => ApiError.badParameter([{ field: 'packets', message: monitoringText(key, req.locale) }], req.locale);
      if (!packets || packets.length === 0) throw field('noPackets');
      if (packets.length > MAX_PACKETS_PER_REQUEST) throw field('tooManyPackets');

      // Admitted in order (a split upload's parts meet in the reassembler), then awaited together.
      const admitted = [];
      for (const packet of packets) admitted.push(await opts.ingest.admit(packet));
      const settled = await Promise.all(admitted.map((a) => (a.pendingPart ? undefined : a.outcome)));
      // A part whose upload completed in this request has settled by now; the others stay pending.
      const results: PacketOutcome[] = await Promise.all(
        admitted.map((a, i) => (a.pendingPart ? Promise.race([a.outcome, Promise.resolve(a.pendingPart)]) : Promise.resolve(settled[i]!))),
      );
      const count = (status: string) => results.filter((r) => r.status === status).length;
      return {
        results: results.map((r, index) => ({ index, ...r })),
        stored: count('stored'),
        refused: count('refused'),
        invalid: count('invalid'),
      };
    },
  );
}
