export { singleSignOnRoutes } from './single-sign-on.routes.ts'
export { assertProviderForPolicy, enabledProvider } from './oidc-settings.service.ts'
