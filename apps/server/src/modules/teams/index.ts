export { teamsRoutes } from './teams.routes.ts'
export {
  changeTeamByDirectory,
  createTeamByDirectory,
  findTeamByName,
  handOnTeamsLedBy,
  joinTeamByDirectory,
  leaveTeamByDirectory,
  lockTeamByDirectory,
  renameTeamByDirectory,
  teamRosters,
  type DirectoryRefusal,
} from './by-directory.service.ts'
