export { competitionsRoutes, type CompetitionsOptions } from './competitions.routes.ts'
export {
  competitionMembers,
  competitionsContext,
  finalPlaces,
  podiumPlaces,
  forgetCompetitionBoards,
  recentCompetitionMoments,
  runningCompetitionBoards,
  takesPartInCompetitions,
  type CompetitionMoments,
  type CompetitionsContext,
  type FinalPlace,
  type PodiumPlace,
  type RunningBoard,
} from './competitions.service.ts'
export { competitionDays, type CompetitionDays } from './taking-part.ts'
