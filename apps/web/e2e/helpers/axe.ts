import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Serious and critical axe violations of what the page shows once its animations have ended (a
 * spinner's endless turn aside), each with where and why.
 */
export async function axeViolations(page: Page) {
  // Evaluated through the devtools protocol rather than as an inline <script>, which the app's
  // Content-Security-Policy rightly blocks; the policy stays on, so its violations still show.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Colours are read as they end: mid-way through a fade, text and its background blend.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
            .join(' | ')}`,
      )
  })
}
