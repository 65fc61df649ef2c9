import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { LANGUAGES, type AchievementKind, type AchievementNames, type Language } from '@stepup/contract'
import satori from 'satori'
import sharp from 'sharp'
import { cardTexts } from './texts/index.ts'

/** The size social networks show a shared link's picture at (Open Graph's 1.91:1). */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** What a share card shows: one earned achievement of one member. */
export interface ShareCard {
  kind: AchievementKind
  threshold: number
  /** An admin's own achievement's name in each language, which the catalogue does not name. */
  name?: AchievementNames
  /** `YYYY-MM-DD`, the day that earned it. */
  earnedOn: string
  username: string
  level: number
  language: Language
}

/** The product's name, as the web app's header writes it. */
const PRODUCT = 'StepUp'

/** The name the card writes: an admin's achievement's own, else the catalogue's in `language`. */
export const cardName = (card: Pick<ShareCard, 'kind' | 'threshold' | 'name' | 'language'>) =>
  card.name?.[card.language] ?? achievementName(card.kind, card.threshold, card.language)

/** Each language's plural rules and number format, made once: an award run names thousands of achievements. */
const formatsOf = new Map(
  LANGUAGES.map((language) => [
    language,
    {
      plural: new Intl.PluralRules(language),
      number: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    },
  ]),
)

/** An achievement's name in `language`, its amount written that language's way (as the web app does). */
export function achievementName(kind: AchievementKind, threshold: number, language: Language): string {
  const { names } = cardTexts[language]
  const { plural, number } = formatsOf.get(language)!
  const form = plural.select(threshold)
  const template = names[`${kind}_${form}`] ?? names[`${kind}_other`] ?? names[kind] ?? kind
  return template.replace('{{amount}}', number.format(threshold))
}

/** `29 Nov 2026` the language's way (the web app's medium date). */
function dayIn(day: string, language: Language) {
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  )
}

/**
 * The fonts the card is drawn with, open-licensed (SIL OFL) and shipped in npm packages: Noto
 * Sans for Latin, Greek and Cyrillic names, Noto Sans Hebrew for Hebrew. A glyph none of them
 * has (a name in another script) is left out rather than drawn from whatever the machine has.
 */
const FONT_FILES = [
  ['Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin'],
  ['Noto Sans Ext', '@fontsource/noto-sans/files/noto-sans-latin-ext'],
  ['Noto Sans Greek', '@fontsource/noto-sans/files/noto-sans-greek'],
  ['Noto Sans Cyrillic', '@fontsource/noto-sans/files/noto-sans-cyrillic'],
  ['Noto Sans Hebrew', '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew'],
] as const
const FONT_FAMILY = FONT_FILES.map(([name]) => `'${name}'`).join(', ')

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }
let fonts: Promise<Font[]> | undefined

/** Read once, on the first card. */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url)
  fonts ??= Promise.all(
    FONT_FILES.flatMap(([name, file]) =>
      ([400, 700] as const).map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`${file}-${weight}-normal.woff`)),
      })),
    ),
  )
  return fonts
}

/** A satori node: an element with its style and children, as JSX would make it. */
interface Node {
  type: string
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown }
}
const el = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})

/** A five-pointed star: the badge's mark, the same for every kind. */
function star(size: number): Node {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 50 : 21
    const angle = (Math.PI / 5) * index - Math.PI / 2
    return `${(50 + radius * Math.cos(angle)).toFixed(2)},${(52 + radius * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: '0 0 100 100',
      children: { type: 'polygon', props: { points, fill: '#ffffff' } },
    },
  }
}

/** The card's picture: its layout written for satori (flexbox), right to left in Hebrew. */
function layout(card: ShareCard): Node {
  const texts = cardTexts[card.language].card
  const name = cardName(card)
  const level = texts.level.replace('{{level}}', new Intl.NumberFormat(card.language).format(card.level))
  const earnedOn = texts.earnedOn.replace('{{date}}', dayIn(card.earnedOn, card.language))
  // Longer names get a smaller size, so the longest (Spanish) still fits in two lines.
  const nameSize = name.length > 26 ? 64 : 76
  return {
    type: 'div',
    props: {
      dir: card.language === 'he' ? 'rtl' : 'ltr',
      style: {
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        fontFamily: FONT_FAMILY,
        color: '#ffffff',
        backgroundImage: 'linear-gradient(135deg, #ff7b38 0%, #c9410b 55%, #7e2010 100%)',
        direction: card.language === 'he' ? 'rtl' : 'ltr',
      },
      children: [
        el(
          'div',
          { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
          el('div', { fontSize: 40, fontWeight: 700, letterSpacing: -1 }, PRODUCT),
          el(
            'div',
            {
              display: 'flex',
              fontSize: 30,
              fontWeight: 700,
              padding: '10px 28px',
              borderRadius: 999,
              backgroundColor: 'rgba(255, 255, 255, 0.18)',
              border: '2px solid rgba(255, 255, 255, 0.5)',
            },
            level,
          ),
        ),
        el(
          'div',
          { display: 'flex', alignItems: 'center', gap: 48 },
          el(
            'div',
            {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
              width: 200,
              height: 200,
              borderRadius: 100,
              backgroundColor: 'rgba(68, 12, 6, 0.35)',
              border: '6px solid rgba(255, 255, 255, 0.85)',
            },
            star(120),
          ),
          el(
            'div',
            { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0 },
            el('div', { fontSize: 30, fontWeight: 400, color: '#ffe8d4' }, texts.earned),
            el('div', { fontSize: nameSize, fontWeight: 700, lineHeight: 1.1, marginTop: 8 }, name),
          ),
        ),
        el(
          'div',
          {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            gap: 32,
            fontSize: 34,
          },
          // A long name is cut with an ellipsis rather than pushing the date off the card.
          el(
            'div',
            { fontWeight: 700, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: 640 },
            card.username,
          ),
          el('div', { color: '#ffe8d4', flexShrink: 0 }, earnedOn),
        ),
      ],
    },
  }
}

/** The card as a 1200×630 PNG. Takes tens of milliseconds of CPU: callers bound how many run. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer()
}
