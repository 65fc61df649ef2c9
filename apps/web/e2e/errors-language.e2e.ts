import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, baseUrl, launchBrowser, newPage, uniqueEmail } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('server errors in the reader’s language', () => {
  it.each([
    {
      language: 'es',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      message: 'Correo electrónico o contraseña incorrectos',
    },
    { language: 'he', email: 'דוא״ל', password: 'סיסמה', submit: 'כניסה', message: 'כתובת הדוא״ל או הסיסמה שגויים' },
  ])('alerts a wrong login in $language', async ({ language, email, password, submit, message }) => {
    const { context, page, pageErrors } = await newPage(browser)
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    await page.goto('/login')
    await page.getByLabel(email).fill(uniqueEmail('wrong-login'))
    await page.getByLabel(password, { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: submit, exact: true }).click()
    // Said on the page, in the alert's headline.
    const headline = page.getByRole('alert').locator('p.font-semibold')
    await headline.waitFor()
    expect(await headline.textContent()).toBe(message)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('shows a form rule of the shared schemas in Spanish', async () => {
    const { context, page } = await newPage(browser)
    await context.addInitScript(() => localStorage.setItem('language', 'es'))
    await page.goto('/signup')
    await page.getByLabel('Nombre de usuario').fill('Lucía')
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('short-password'))
    await page.getByLabel('Contraseña', { exact: true }).fill('abc')
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click()
    await page.getByText('La contraseña debe tener al menos 6 caracteres.').waitFor()
    expect(page.url()).toMatch(/\/signup$/)
    await context.close()
  })
})

describe('the first visit in the browser’s language', () => {
  it.each([
    { locale: 'es-ES', lang: 'es', dir: 'ltr', heading: 'Crea tu cuenta', viewport: DESKTOP },
    { locale: 'he-IL', lang: 'he', dir: 'rtl', heading: 'פתיחת חשבון', viewport: PHONE },
  ])(
    'opens in $lang for a browser set to $locale, until the reader chooses',
    async ({ locale, lang, dir, heading, viewport }) => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto('/signup')
      await page.getByRole('heading', { name: heading }).waitFor()
      await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(
        [lang, dir],
      )
      // The sign-up form offers the language it opened in.
      await expect(page.locator('form select[name=language]').inputValue()).resolves.toBe(lang)
      // Only a choice is remembered; the reader's choice then wins over the browser's.
      await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBeNull()
      await page.locator('form select[name=language]').selectOption('en')
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(
        ['en', 'ltr'],
      )
      expect(pageErrors).toEqual([])
      await context.close()
    },
  )

  it('opens in English for a browser in a language the app is not written in', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
    await context.close()
  })
})
