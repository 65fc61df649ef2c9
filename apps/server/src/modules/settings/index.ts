export { getSettings, updateSettings } from './settings.service.ts'
