import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, uniqueEmail } from './helpers/browser.ts'
import { startServer, type TestServer } from './helpers/global-setup.ts'

const CLOUD_NAME = 'stepup-e2e'
const UPLOAD_PRESET = 'avatars_unsigned'
const AVATAR_URL = `https://res.cloudinary.com/${CLOUD_NAME}/image/upload/v1/avatars/jordan.png`

let browser: Browser
let server: TestServer
beforeAll(async () => {
  browser = await launchBrowser()
  // The shared server has no image host configured; this one does.
  server = await startServer({ CLOUDINARY_CLOUD_NAME: CLOUD_NAME, CLOUDINARY_UPLOAD_PRESET: UPLOAD_PRESET })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** One multipart field's value, read from the raw body the browser sent. */
function formField(body: string, name: string) {
  return new RegExp(`name="${name}"(?:; filename="[^"]*")?\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([^\\r]*)`).exec(body)?.[1]
}

it('uploads the avatar straight to Cloudinary and saves its secure_url; a refused upload says so', async () => {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP })
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()

  // Cloudinary is the outside service: it is answered here the way it answers an unsigned upload.
  const sent: { url: string; body: string }[] = []
  let refuse = false
  await page.route('https://api.cloudinary.com/**', async (route) => {
    sent.push({ url: route.request().url(), body: route.request().postDataBuffer()?.toString('latin1') ?? '' })
    await route.fulfill({
      status: refuse ? 400 : 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(refuse ? { error: { message: 'Upload preset not found' } } : { secure_url: AVATAR_URL }),
    })
  })
  await page.route('https://res.cloudinary.com/**', (route) => route.fulfill({ contentType: 'image/png', body: png }))
  const ownUploads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads')
      ownUploads.push(request.url())
  })

  await page.goto('/signup')
  await page.getByLabel('Username').fill('Jordan Lee')
  await page.getByLabel('Email').fill(uniqueEmail('cloudinary'))
  await page.getByLabel('Password', { exact: true }).fill('first-secret')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/profile')

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('button', { name: 'Change photo' }).waitFor()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.getByText('Your profile has been saved.').waitFor()

  expect(sent).toHaveLength(1)
  expect(sent[0]!.url).toBe(`https://api.cloudinary.com/v1_1/${CLOUD_NAME}/image/upload`)
  expect(formField(sent[0]!.body, 'upload_preset')).toBe(UPLOAD_PRESET)
  expect(formField(sent[0]!.body, 'folder')).toBe('avatars')
  expect(sent[0]!.body).toContain('name="file"; filename="me.png"')
  expect(ownUploads).toEqual([])

  // The saved avatar is the host's URL, shown from there after a reload.
  await page.reload()
  const avatar = page.locator('img[alt="Jordan Lee"]').first()
  await expect(avatar.getAttribute('src')).resolves.toBe(AVATAR_URL)
  await expect(avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(120)

  refuse = true
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png })
  const failure = page.getByRole('alert').filter({ hasText: 'Image upload failed.' })
  await failure.waitFor()
  await expect(failure.textContent()).resolves.toContain('Your photo is unchanged.')
  expect(sent).toHaveLength(2)
  expect(ownUploads).toEqual([])
  expect(pageErrors).toEqual([])
  await context.close()
})
