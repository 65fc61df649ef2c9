import { describe, expect, it } from 'vitest'
import { composeMail, fill, languageFromHeader } from './compose.ts'

describe('languageFromHeader', () => {
  it('takes the heaviest language mails are written in', () => {
    expect(languageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es')
    expect(languageFromHeader('fr-FR, en;q=0.5, he;q=0.7')).toBe('he')
    expect(languageFromHeader('iw-IL')).toBe('he')
    expect(languageFromHeader('en;q=0, es;q=0.1')).toBe('es')
  })

  it('answers nothing for a header that names none of them, or none at all', () => {
    expect(languageFromHeader(undefined)).toBeUndefined()
    expect(languageFromHeader('fr, de;q=0.9')).toBeUndefined()
    expect(languageFromHeader(';;;,q=,*')).toBeUndefined()
    // Entries past the 32nd are never read, however long the header.
    expect(languageFromHeader(`${'fr,'.repeat(10_000)}es`)).toBeUndefined()
  })
})

describe('composeMail', () => {
  it('escapes what it is given in the HTML part and leaves the text part as it is', () => {
    const mail = composeMail({
      language: 'en',
      subject: 'Hi',
      greeting: fill('Hello {{name}},', { name: '<b>Eve</b> {{minutes}}' }),
      before: [],
      link: { label: 'Go', url: 'https://example.com/?a=1&b=2' },
      after: [],
    })
    expect(mail.text).toBe('Hello <b>Eve</b> {{minutes}},\n\nhttps://example.com/?a=1&b=2')
    expect(mail.html).toContain('Hello &#60;b&#62;Eve&#60;/b&#62; {{minutes}},')
    expect(mail.html).toContain('href="https://example.com/?a=1&#38;b=2"')
  })
})
