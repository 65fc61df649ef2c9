/**
 * Draws the app's PNG icons from public/logo.svg (the footprints mark on the brand gradient; the
 * mark sits inside the central safe circle, so the square icon also serves as the maskable one):
 *
 *   node --import tsx apps/web/scripts/generate-icons.ts
 *
 * The icons are committed; run this again only after changing the logo.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public')
const logo = path.join(publicDir, 'logo.svg')

/** Rounded corners for the plain icons; maskable and Apple icons stay square (the OS shapes them). */
function roundedMask(size: number) {
  const radius = Math.round(size * 0.22)
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  )
}

async function render(file: string, size: number, options: { rounded?: boolean } = {}) {
  let buffer = await sharp(logo, { density: 300 }).resize(size, size).png().toBuffer()
  if (options.rounded) {
    buffer = await sharp(buffer)
      .composite([{ input: roundedMask(size), blend: 'dest-in' }])
      .png()
      .toBuffer()
  }
  await sharp(buffer).png({ compressionLevel: 9 }).toFile(path.join(publicDir, file))
  console.log(`wrote ${file}`)
}

await render('icon-192.png', 192, { rounded: true })
await render('icon-512.png', 512, { rounded: true })
await render('icon-maskable-512.png', 512)
await render('apple-touch-icon.png', 180)
await render('favicon-32.png', 32, { rounded: true })
