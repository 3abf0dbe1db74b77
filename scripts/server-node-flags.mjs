// V8 flags of the server processes: `npm start` (package.json cannot import this file and repeats
// them; a unit test keeps the two equal), `npm run bench` (its servers run in its process), the tests'
// server processes (tests/support/server-process.ts) and the cold-start bench.
//
// A young generation of 64 MB semi-spaces instead of Node's 16 MB: a list page allocates ~175 kB
// (rows, the JSON body, its UTF-8 copy), so 16 concurrent lists filled 16 MB ~14 times a second, and
// each scavenge copied what the lists in flight still held. With 64 MB the scavenges were ~5 × fewer
// and the garbage-collection pause per list went from ~0.05 to ~0.01 ms (docs/decisions.md, "The
// list's server CPU: a larger young generation"). V8 grows the space only while the process
// allocates that fast.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
