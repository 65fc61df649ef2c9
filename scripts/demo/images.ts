import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Random } from './random.ts'

/** Where the server serves stored images from (uploads.service.ts). */
const UPLOADS_URL_PREFIX = '/uploads/'

const PALETTES = [
  ['#0ea5e9', '#0369a1'],
  ['#22c55e', '#15803d'],
  ['#f97316', '#c2410c'],
  ['#a855f7', '#7e22ce'],
  ['#ec4899', '#be185d'],
  ['#14b8a6', '#0f766e'],
  ['#eab308', '#a16207'],
  ['#6366f1', '#4338ca'],
  ['#ef4444', '#b91c1c'],
  ['#64748b', '#334155'],
] as const

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * Stores an image the way the upload route does: a random name in the uploads directory,
 * written under a temporary name first. Answers the URL it is served at.
 */
async function store(uploadsDir: string, data: Buffer, extension: 'webp' | 'jpg') {
  const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`
  const temporary = path.join(uploadsDir, `.${name}.tmp`)
  await fs.writeFile(temporary, data, { flag: 'wx' })
  await fs.rename(temporary, path.join(uploadsDir, name))
  return `${UPLOADS_URL_PREFIX}${name}`
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/** Initials on a colour gradient, or a symmetric block pattern, like avatars people pick. */
function avatarSvg(name: string, random: Random) {
  const [light, dark] = random.pick(PALETTES)
  const size = 256
  if (random.chance(0.55)) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${random.int(20, 236)}" cy="${random.int(20, 236)}" r="${random.int(60, 120)}" fill="#ffffff" fill-opacity="0.12"/>
      <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
        font-weight="bold" font-size="104" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
    </svg>`
  }
  // A 5×5 grid mirrored left to right, like a generated identicon.
  const cell = 40
  const offset = (size - cell * 5) / 2
  const blocks: string[] = []
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      if (!random.chance(0.5)) continue
      for (const x of new Set([column, 4 - column])) {
        blocks.push(
          `<rect x="${offset + x * cell}" y="${offset + row * cell}" width="${cell}" height="${cell}" rx="6"/>`,
        )
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#f4f4f5"/>
    <g fill="${random.chance(0.5) ? light : dark}">${blocks.join('')}</g>
  </svg>`
}

export async function createAvatar(uploadsDir: string, name: string, random: Random) {
  const data = await sharp(Buffer.from(avatarSvg(name, random)))
    .webp({ quality: 82 })
    .toBuffer()
  return store(uploadsDir, data, 'webp')
}

const SKIES = [
  ['#7dd3fc', '#e0f2fe'],
  ['#fdba74', '#fef3c7'],
  ['#c4b5fd', '#fce7f3'],
  ['#93c5fd', '#f0f9ff'],
] as const
const HILLS = ['#16a34a', '#15803d', '#65a30d', '#0f766e', '#4d7c0f'] as const

/**
 * A photo-like proof: a landscape (sky, sun, hills, a path) with a step counter badge, as a member
 * would snap at the end of a walk.
 */
function proofSvg(caption: string, steps: number, random: Random) {
  const width = 960
  const height = 720
  const [skyTop, skyBottom] = random.pick(SKIES)
  const hill = (base: number, color: string) => {
    const peak = random.int(-80, 80)
    return `<path d="M0 ${base} C ${width * 0.3} ${base - 120 + peak}, ${width * 0.6} ${base + 40 - peak}, ${width} ${base - 60} L ${width} ${height} L 0 ${height} Z" fill="${color}"/>`
  }
  // The badge sits top left; the sun stays clear of it.
  const badgeWidth = Math.max(330, 60 + Math.ceil((caption.length + 8) * 17))
  const sunX = random.int(Math.min(badgeWidth + 120, 840), 880)
  const trees = Array.from({ length: random.int(3, 9) }, () => {
    const x = random.int(20, 940)
    const y = random.int(470, 560)
    const h = random.int(50, 110)
    return `<rect x="${x - 5}" y="${y}" width="10" height="${h / 2}" fill="#78350f"/><path d="M${x - h / 3} ${y + 4} L${x} ${y - h} L${x + h / 3} ${y + 4} Z" fill="#166534"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${random.int(90, 200)}" r="${random.int(45, 70)}" fill="#fde047" fill-opacity="0.9"/>
    ${hill(random.int(380, 440), random.pick(HILLS))}
    ${trees}
    ${hill(random.int(500, 560), random.pick(HILLS))}
    <path d="M${width / 2 - 40} ${height} C ${width / 2 - 10} 640, ${width / 2 + 60} 600, ${width / 2 + random.int(-40, 40)} 540 L ${width / 2 + 20} 540 C ${width / 2 + 90} 600, ${width / 2 + 60} 650, ${width / 2 + 120} ${height} Z" fill="#e7d7b1"/>
    <g transform="translate(36 36)">
      <rect width="${badgeWidth}" height="150" rx="24" fill="#0f172a" fill-opacity="0.8"/>
      <text x="30" y="84" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">${steps.toLocaleString('en-US')}</text>
      <text x="30" y="124" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#cbd5e1">steps · ${escapeXml(caption)}</text>
    </g>
  </svg>`
}

export async function createProofPhoto(uploadsDir: string, caption: string, steps: number, random: Random) {
  const data = await sharp(Buffer.from(proofSvg(caption, steps, random)))
    .resize(800, 600)
    .jpeg({ quality: 80 })
    .toBuffer()
  return store(uploadsDir, data, 'jpg')
}
