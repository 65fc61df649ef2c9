/**
 * The Node.js flags the server runs with: `npm start` passes them, and so does everything else that
 * starts the built server (the benchmarks, the demo, the browser tests), so each measures and
 * tests the server as it runs. See docs/decisions/035.
 *
 * Semi-spaces of up to 16 MB, V8's own maximum on 64-bit Node.js 20, written down so that another
 * version's default does not change it. A 10,000-entry ingest call keeps a few MB of parsed and
 * validated entries alive until its statement returns; with 4 MB semi-spaces they were copied and
 * promoted several times a call, and the collector took as much CPU as the rest of the call.
 *
 * The old generation may grow to 1.5 times what survived the last full collection before the next
 * one, instead of V8's own factor, which let garbage from sustained ingest (each 10,000-entry call
 * leaves a few MB) pile up to 70–80 MB before it was collected.
 *
 * WebAssembly is compiled by V8's baseline compiler (Liftoff) only. The embedded database is
 * PostgreSQL compiled to WebAssembly, and optimizing its hot functions as well kept 50–75 MB more
 * code and compiler memory in the process, for about 15 % faster embedded writes.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50', '--liftoff-only']
