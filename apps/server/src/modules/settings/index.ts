export {
  communitySettings,
  getCommunitySettings,
  getSettings,
  updateCommunitySettings,
  type SettingsContext,
  type Settings,
} from './settings.service.ts'
export { settingsRoutes } from './settings.routes.ts'
