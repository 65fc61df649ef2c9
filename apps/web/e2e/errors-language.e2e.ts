import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, uniqueEmail } from './helpers/browser.ts'

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
