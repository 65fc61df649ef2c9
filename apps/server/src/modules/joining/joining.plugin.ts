import fp from 'fastify-plugin'
import { forbidden } from '../../errors.ts'

/** What an account waiting to confirm its address may still call: who it is, the auth calls, a new link. */
const OPEN_BEFORE_CONFIRMED = (method: string, url: string) =>
  url.startsWith('/api/auth/') ||
  (method === 'GET' && url === '/api/me') ||
  (method === 'POST' && url === '/api/me/email-verification')

/**
 * An account that signed up by its email's domain is of no use until it confirms the address: the
 * domain is what let it in, and only the mailed link proves the address is the member's. Every
 * other call it makes is refused with `emailNotVerified`.
 */
export const joiningPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const user = request.user
      if (!user?.mustVerifyEmail || user.emailVerifiedAt) return
      const url = request.routeOptions.url
      if (url === undefined || !url.startsWith('/api/') || OPEN_BEFORE_CONFIRMED(request.method, url)) return
      throw forbidden('emailNotVerified')
    })
  },
  { name: 'joining', dependencies: ['session'] },
)
