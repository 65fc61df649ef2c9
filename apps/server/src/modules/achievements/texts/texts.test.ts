import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { achievementName } from '../share-card.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { he } from './he.ts'

/** The web app's achievement names: the card must say what the profile says. */
const webNames = (language: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../../web/src/locales/${language}/achievements.json`, import.meta.url), 'utf8'),
    ) as { names: Record<string, string> }
  ).names

describe('the share card words', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['he', he],
  ] as const)('%s: names the achievements exactly as the web app does', (language, texts) => {
    expect(texts.names).toEqual(webNames(language))
  })

  it('have the same card lines in every language', () => {
    expect(Object.keys(es.card)).toEqual(Object.keys(en.card))
    expect(Object.keys(he.card)).toEqual(Object.keys(en.card))
  })

  it('choose the plural form of the language and write the amount its way', () => {
    expect(achievementName('streak', 1, 'en')).toBe('1 day in a row on goal')
    expect(achievementName('streak', 7, 'en')).toBe('7 days in a row on goal')
    expect(achievementName('lifetime', 1_000_000, 'es')).toBe('1.000.000 pasos en total')
    expect(achievementName('goal-days', 2, 'he')).toBe('2 ימים ביעד')
    expect(achievementName('perfect-month', 1, 'he')).toBe('חודש שלם ביעד')
  })
})
