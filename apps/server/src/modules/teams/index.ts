export { teamsRoutes } from './teams.routes.ts'
export {
  changeTeamByDirectory,
  createTeamByDirectory,
  findTeamByName,
  handOnTeamsLedBy,
  joinTeamByDirectory,
  renameTeamByDirectory,
  teamRosters,
  type DirectoryRefusal,
} from './by-directory.service.ts'
