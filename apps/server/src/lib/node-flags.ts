/**
 * The Node.js flags the server runs with: `npm start` passes them, and so does everything else that
 * starts the built server (the benchmarks, the demo, the browser tests), so each measures and
 * tests the server as it runs. See docs/decisions/035.
 *
 * A young generation of 4 MB per semi-space instead of V8's 16: under load V8 grows it to the
 * maximum, and on the embedded database, whose buffers already live in this process, that growth
 * was what took the server past 300 MB. Collections of the young generation get more frequent
 * and each cheaper; request throughput did not move measurably.
 *
 * The old generation may grow to 1.5 times what survived the last full collection before the next
 * one, instead of V8's own factor, which let garbage from sustained ingest (each 10,000-entry call
 * leaves a few MB) pile up to 70–80 MB before it was collected.
 *
 * WebAssembly is compiled by V8's baseline compiler (Liftoff) only. The embedded database is
 * PostgreSQL compiled to WebAssembly, and optimizing its hot functions as well kept 50–75 MB more
 * code and compiler memory in the process, for about 15 % faster embedded writes.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--liftoff-only']
