export { getSettings, updateSettings, type Settings } from './settings.service.ts'
