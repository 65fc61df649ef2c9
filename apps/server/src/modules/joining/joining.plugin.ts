import fp from 'fastify-plugin'
import { forbidden } from '../../errors.ts'
import { wantsHtml } from '../../plugins/web-app.ts'

/**
 * What an account waiting to confirm its address may still call: who it is, the auth calls, a new
 * link, and deleting the account (an address typed wrong is never confirmed).
 */
const OPEN_BEFORE_CONFIRMED = (method: string, url: string) =>
  url.startsWith('/api/auth/') ||
  (method === 'GET' && url === '/api/me') ||
  (method === 'DELETE' && url === '/api/me') ||
  (method === 'POST' && url === '/api/me/email-verification')

/**
 * An account that signed up by its email's domain is of no use until it confirms the address: the
 * domain is what let it in, and only the mailed link proves the address is the member's. Every
 * other call it makes (under `/api` or the challenge calls at the root) is refused with
 * `emailNotVerified`; a browser navigating to a page gets the app, which asks for the link.
 */
export const joiningPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const user = request.user
      if (!user?.mustVerifyEmail || user.emailVerifiedAt) return
      const url = request.routeOptions.url ?? request.url
      if (OPEN_BEFORE_CONFIRMED(request.method, url)) return
      // A page of the app outside `/api` is the app's shell whatever its path: it holds no data.
      if (!url.startsWith('/api/') && wantsHtml(request)) return
      throw forbidden('emailNotVerified')
    })
  },
  { name: 'joining', dependencies: ['session'] },
)
