import { LANGUAGES, type Language } from '@stepup/contract'
import { en, type MailTexts } from './texts/en.ts'
import { es } from './texts/es.ts'
import { he } from './texts/he.ts'

const catalogues: Record<Language, MailTexts> = { en, es, he }
const rightToLeft = new Set<Language>(['he'])

/** The words of every mail in `language`. */
export const mailTexts = (language: Language): MailTexts => catalogues[language]

/** Fills `{{name}}` placeholders; a value is inserted as it is, never read as a placeholder. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** What a mail says, in the parts every mail has: both bodies carry the same words and link. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

export interface MailLayout {
  language: Language
  subject: string
  greeting: string
  /** Paragraphs before the link. */
  before: string[]
  link: { label: string; url: string }
  /** Paragraphs after the link. */
  after: string[]
  /** Small print under a line: why the mail came, and links to stop it. */
  footer?: { paragraphs: string[]; links: { label: string; url: string }[] }
}

/**
 * Writes a mail's plain-text part and its HTML part from the same paragraphs. In the text the
 * link stands on a line of its own, so it is never wrapped into the words around it; in the HTML
 * it is a button with the address under it. Hebrew mails read right to left, their address left
 * to right.
 */
export function composeMail(layout: MailLayout): MailContent {
  const { language, subject, greeting, before, link, after, footer } = layout
  const text = [
    greeting,
    '',
    ...before.flatMap((p) => [p, '']),
    link.url,
    '',
    ...after.flatMap((p) => [p, '']),
    ...(footer
      ? ['--', ...footer.paragraphs, ...footer.links.flatMap((footerLink) => [`${footerLink.label}:`, footerLink.url])]
      : []),
  ]
    .join('\n')
    .trimEnd()
  const dir = rightToLeft.has(language) ? 'rtl' : 'ltr'
  const align = dir === 'rtl' ? 'right' : 'left'
  const paragraph = (words: string) => `<p style="margin:0 0 16px">${escapeHtml(words)}</p>`
  const url = escapeHtml(link.url)
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align}">
${paragraph(greeting)}
${before.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#059669;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(link.label)}</a></p>
<p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#52525b;text-align:${align};word-break:break-all"><a href="${url}" style="color:#047857">${url}</a></p>
${after.map(paragraph).join('\n')}
${footer ? footerHtml(footer, align) : ''}
</div>
</body>
</html>
`
  return { subject, text, html }
}

function footerHtml(footer: NonNullable<MailLayout['footer']>, align: string): string {
  const small = 'margin:0 0 8px;font-size:13px;color:#52525b'
  const paragraphs = footer.paragraphs.map((words) => `<p style="${small}">${escapeHtml(words)}</p>`)
  const links = footer.links.map(
    (footerLink) => `<a href="${escapeHtml(footerLink.url)}" style="color:#047857">${escapeHtml(footerLink.label)}</a>`,
  )
  return `<div style="margin-top:24px;padding-top:16px;border-top:1px solid #e4e4e7;text-align:${align}">
${paragraphs.join('\n')}
<p style="${small}">${links.join(' · ')}</p>
</div>`
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)

/** The language a member's mail is written in: the one they chose, else `fallback` (the asker's), else English. */
export function mailLanguageOf(chosen: string | null, fallback?: Language): Language {
  return chosen !== null && isLanguage(chosen) ? chosen : (fallback ?? 'en')
}

/**
 * The first language of an Accept-Language header that mails are written in, by its weight;
 * undefined when it names none. Only the first 32 entries are read: the header is the client's.
 */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',', 32)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      const weight = q === undefined ? 1 : Number(q)
      const primary = tag.trim().toLowerCase().split('-')[0] ?? ''
      // 'iw' is the old code for Hebrew, still sent by some systems.
      return { primary: primary === 'iw' ? 'he' : primary, weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  const first = ranked[0]?.primary
  return first && isLanguage(first) ? first : undefined
}
