export { competitionsRoutes } from './competitions.routes.ts'
export {
  competitionMembers,
  competitionsContext,
  finalPlaces,
  forgetCompetitionBoards,
  recentCompetitionMoments,
  runningCompetitionBoards,
  takesPartInCompetitions,
  type CompetitionMoments,
  type CompetitionsContext,
  type FinalPlace,
  type RunningBoard,
} from './competitions.service.ts'
