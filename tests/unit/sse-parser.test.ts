// The text/event-stream reader behind http.events (data-providers/sse.ts): events split anywhere across
// chunks, CRLF / CR / LF line ends, multi-line data, comments and ids.
import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerEvent } from '../../data-providers/sse';

function parse(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const c of chunks) parser.push(c);
  return events;
}

describe('SSE parser', () => {
  it('reads named events with ids and unnamed ones as message', () => {
    expect(parse(['event: ready\ndata: {"live":true}\n\nid: 7\nevent: notice\ndata: {"id":7}\n\ndata: plain\n\n'])).toEqual([
      { event: 'ready', data: '{"live":true}' },
      { event: 'notice', data: '{"id":7}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
    ]);
  });

  it('gives the same events whatever the chunk boundaries, CRLF split included', () => {
    const text = 'event: notice\r\ndata: {"title":"超标"}\r\n\r\n: ping\r\n\r\nevent: resync\r\ndata: {}\r\n\r\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'notice', data: '{"title":"超标"}' },
      { event: 'resync', data: '{}' },
    ]);
    for (let cut = 1; cut < text.length; cut++) expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    expect(parse([...text])).toEqual(whole);
  });

  it('joins data lines, accepts lone CR line ends, drops comments and dataless events', () => {
    expect(parse(['data: a\rdata:b\r\r', ': only a comment\n\n', 'event: empty\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const events = parse(['event: notice\ndata: {"id":1}\n']);
    expect(events).toEqual([]);
  });
});
