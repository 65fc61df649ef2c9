export { singleSignOnRoutes } from './single-sign-on.routes.ts'
export { assertProviderForPolicy, enabledProviders } from './providers.ts'
