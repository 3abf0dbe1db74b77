/** One Server-Sent Event: its name ('message' when the server names none), data and id. */
export interface ServerEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * The text/event-stream format (WHATWG HTML §9.2) read chunk by chunk: a chunk may end anywhere, even
 * inside a line or a CRLF. Comments (": ping") keep a connection alive and are dropped; `retry` is left
 * to the caller's own reconnection policy.
 */
export function createSseParser(onEvent: (event: ServerEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    name = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end < 0) return;
        // A lone CR at the very end may be the first half of a CRLF still on its way.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
  };
}
