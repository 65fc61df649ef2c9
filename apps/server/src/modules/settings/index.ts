export { getSettings, lockSettings, updateSettings, type Settings } from './settings.service.ts'
