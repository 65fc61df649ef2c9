import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es } from './es.ts'
import { he } from './he.ts'

type Tree = { [key: string]: string | Tree }

/** Every string of `tree`, by its dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text)
  }
  return found
}

/** The `{{name}}` placeholders of `text`, sorted, each as often as it is used. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]!).sort()
}

const english = leaves(en)

describe.each([
  ['es', es],
  ['he', he],
])('the %s notification texts', (_, texts) => {
  const translated = leaves(texts)

  it('have exactly the English keys', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('use the same placeholders as the English, as many times each', () => {
    for (const [path, text] of english) {
      expect(placeholders(translated.get(path) ?? ''), path).toEqual(placeholders(text))
    }
  })

  it('leave no string empty and no brace unmatched', () => {
    for (const [path, text] of translated) {
      expect(text.trim(), path).not.toBe('')
      expect(text.replace(/\{\{[^{}]*\}\}/g, ''), path).not.toMatch(/[{}]/)
    }
  })

  it('write ranks as the English does', () => {
    expect(texts.rank).toBe('#{{rank}}')
  })
})
