import type { ComponentType } from 'react'

/**
 * A page as its feature offers it to the router: loaded on its first visit, so the first page
 * downloads only its own code (docs/decisions/060), with the translation namespaces it reads
 * (`common` always loads). Pages with a form also read `errors`: the contract's messages, translated.
 */
export interface LazyPage {
  load: () => Promise<{ Page: ComponentType; Refusal?: ComponentType }>
  namespaces: readonly string[]
}

/**
 * The page `name` of the module `load` brings. `refusal` names the component a member who is not
 * an admin sees instead, on an admin's page that says so its own way.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
  { refusal }: { refusal?: { [R in keyof M]: M[R] extends ComponentType ? R : never }[keyof M] } = {},
): LazyPage {
  return {
    namespaces,
    load: async () => {
      const loaded = await load()
      return { Page: loaded[name], Refusal: refusal && (loaded[refusal] as ComponentType) }
    },
  }
}
