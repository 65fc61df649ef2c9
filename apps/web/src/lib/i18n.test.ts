import { describe, expect, it } from 'vitest'
import { languageFromBrowser } from './i18n.ts'

describe('languageFromBrowser', () => {
  it.each([
    [['es-ES', 'es'], 'es'],
    [['es-419'], 'es'],
    [['he-IL'], 'he'],
    // Older Android phones still name Hebrew by its withdrawn code.
    [['iw-IL', 'en-US'], 'he'],
    [['HE'], 'he'],
    [['en-GB', 'es-ES'], 'en'],
  ])('reads %j as %s', (preferred, expected) => {
    expect(languageFromBrowser(preferred)).toBe(expected)
  })

  it('takes the first language the app is written in, passing over the others', () => {
    expect(languageFromBrowser(['fr-FR', 'de', 'es-MX', 'en'])).toBe('es')
    expect(languageFromBrowser(['pt_BR', 'he'])).toBe('he')
  })

  it('falls back to English for a browser in none of them, or naming none', () => {
    expect(languageFromBrowser(['fr-FR', 'de-DE'])).toBe('en')
    expect(languageFromBrowser([])).toBe('en')
    expect(languageFromBrowser([''])).toBe('en')
  })
})
