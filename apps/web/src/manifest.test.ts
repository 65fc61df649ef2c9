// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const publicDir = path.join(webRoot, 'public')
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

describe('web app manifest', () => {
  it('has what browsers need to offer installing the app', () => {
    expect(manifest.name).toMatch(/StepUp/)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the stated size', async () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(pngs.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true)
    for (const icon of pngs) {
      const metadata = await sharp(path.join(publicDir, icon.src)).metadata()
      expect(metadata.format, icon.src).toBe('png')
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes)
    }
  })

  it('is linked from the page with the Apple icon and the theme colour', () => {
    const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1]
    expect(apple && fs.existsSync(path.join(publicDir, apple))).toBe(true)
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`)
  })
})
