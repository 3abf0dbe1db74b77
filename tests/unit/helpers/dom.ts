/** Pieces every jsdom screen test needs: antd's matchMedia and the server's answer envelope. */

/** antd's responsive helpers need matchMedia, which jsdom lacks. */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** A successful API answer carrying `data`, as the server's envelope plugin writes it. */
export function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 1000000, msg: 'success', data }), { status: 200, headers: { 'content-type': 'application/json' } });
}
