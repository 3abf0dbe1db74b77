// V8 flags of every server process: `npm start` (package.json, which cannot import this file and
// repeats them; a unit test keeps the two equal), `npm run bench`, and the tests and benches that
// spawn the server.
//
// A young generation of 64 MB semi-spaces instead of Node's 16 MB: a list page allocates ~175 kB
// (rows, the JSON body, its UTF-8 copy), so 16 concurrent lists filled 16 MB ~14 times a second, and
// each scavenge copied what the lists in flight still held. With 64 MB the scavenges are ~5 × fewer
// and the garbage-collection pause per list went from ~0.05 to ~0.01 ms (docs/decisions.md, "The
// server's young generation"). The space grows only when the process allocates that fast; an idle
// server keeps its small one.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
