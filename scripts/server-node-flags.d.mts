/** V8 flags every server process starts with (scripts/server-node-flags.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
