import v8 from 'node:v8'

/**
 * The V8 setting the server makes itself rather than on the command line (node-flags.ts has the
 * one that cannot), so that every way of starting it, a container's command included, runs alike.
 * See docs/decisions/035.
 *
 * WebAssembly is compiled by V8's baseline compiler (Liftoff) only. The embedded database is
 * PostgreSQL compiled to WebAssembly, and optimizing its hot functions as well kept 40–70 MB more
 * code and compiler memory in the process, at rest and under a run of syncs, while the syncs took
 * about as long. V8 reads the setting when it compiles a module, so this runs before
 * the database is opened. On PostgreSQL it changes nothing: no large module runs there.
 *
 * `--no-liftoff-only` on the command line keeps V8's default, so the memory bench can measure
 * what the setting buys.
 */
export function setV8Flags() {
  if (process.execArgv.includes('--no-liftoff-only')) return
  v8.setFlagsFromString('--liftoff-only')
}
