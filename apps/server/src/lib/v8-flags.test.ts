import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const modulePath = fileURLToPath(new URL('./v8-flags.ts', import.meta.url))

/**
 * Sets the flags in a process of its own, then compiles and runs a one-function WebAssembly module
 * until V8 would optimize it, and answers which compilers V8 says it used.
 */
function compilersUsed(nodeFlags: string[] = []) {
  const script = `
    import { setV8Flags } from ${JSON.stringify(modulePath)}
    setV8Flags()
    // (module (func (export "f") (result i32) i32.const 42))
    const bytes = Buffer.from('0061736d010000000105016000017f03020100070501016600000a06010400412a0b', 'hex')
    const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports
    for (let i = 0; i < 1e6; i++) f()
  `
  const output = execFileSync(
    process.execPath,
    [...nodeFlags, '--trace-wasm-compilation-times', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  )
  return new Set(output.match(/using (Liftoff|TurboFan)/g))
}

describe('setV8Flags', () => {
  it('keeps WebAssembly on the baseline compiler', () => {
    expect(compilersUsed()).toEqual(new Set(['using Liftoff']))
  })

  it('leaves V8 its default when the command line says --no-liftoff-only', () => {
    expect(compilersUsed(['--no-liftoff-only'])).toEqual(new Set(['using Liftoff', 'using TurboFan']))
  })
})
