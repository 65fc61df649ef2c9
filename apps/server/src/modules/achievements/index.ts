export { achievementsPlugin, type AchievementsOptions } from './achievements.plugin.ts'
export { achievementsRoutes } from './achievements.routes.ts'
export { awardAchievements, getMyAchievements } from './achievements.service.ts'
export { ACHIEVEMENTS, evaluate } from './catalogue.ts'
