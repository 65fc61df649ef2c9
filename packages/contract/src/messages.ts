/**
 * Every sentence the server answers in `{ error }`, and every message the shared schemas give a
 * form, under a stable key. English is written here once; the web app reads `key` and `params`
 * to show the same message in the reader's language (docs/decisions/063).
 *
 * Placeholders are i18next's: `{{days}}`, or `{{max, number}}` for a number written with
 * grouping (`100,000` in English, `100.000` in Spanish).
 */
export const apiMessages = {
  // Sessions, roles and the request itself
  loginRequired: 'You need to log in',
  notAllowed: 'You are not allowed to do that',
  adminsOnly: 'Admins only',
  crossOriginRefused: 'This request came from another site and was refused.',
  tooManyAttemptsOneMinute: 'Too many attempts. Please try again in 1 minute.',
  tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  somethingWentWrong: 'Something went wrong',
  databaseUnavailable: 'The service cannot reach its database right now. Please try again in a moment.',
  routeNotFound: 'Not found: {{method}} {{path}}',
  requestBodyTooLarge: 'The request body is too large',
  unsupportedContentType: 'Unsupported content type',
  requestBodyEmpty: 'The request body is empty',
  requestBodyNotJson: 'The request body is not valid JSON',
  textHasNulCharacter: 'Text may not contain the NUL character',
  mustBeNumber: 'must be a number',

  // Accounts, login and password reset
  adminSignupDisabled: 'Admin sign-up is disabled on this server.',
  adminTokenInvalid: 'The admin token is not valid.',
  invalidCredentials: 'Invalid email or password',
  invalidResetToken: 'This reset link is invalid, expired or already used. Please request a new one.',
  emailTaken: 'An account with this email already exists.',
  sensorUserIdTaken: 'This sensor user id is already linked to another account.',
  accountGone: 'This account no longer exists',
  userNotFound: 'User not found',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Email must be a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {{min}} characters.',
  passwordTooLong: 'Password must be at most {{max}} characters.',
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most {{max}} characters',
  resetTokenRequired: 'Reset token is required',
  avatarUrlTooLong: 'Avatar URL must be at most {{max}} characters',
  avatarUrlInvalid: 'Avatar URL must be an http(s) link or an uploaded image',
  avatarNotYourUpload: 'Avatar URL must be an image you uploaded yourself',
  phoneNumberTooLong: 'Phone number must be at most {{max}} characters',
  phoneNumberInvalid: 'Phone number may contain only digits, spaces and + ( ) . -',
  sensorUserIdTooLong: 'Sensor user id must be at most {{max}} characters',
  fieldsNotChangeable: 'These fields cannot be changed here: {{fields}}',
  currentPasswordRequired: 'Enter your current password to change your email',
  currentPasswordWrong: 'Your current password is not correct',
  firstRunStepInvalid: 'step must be one of steps, team, competition',
  firstRunDoneInvalid: 'done must be true or false',

  // Who may join: the community's policy, invitations and proven emails
  joinPolicyInvalid: 'joinPolicy must be one of open, domains, invite, sso',
  joinDomainInvalid: 'Each domain must be a domain name such as example.com',
  joinDomainsTooMany: 'At most {{max}} domains can be listed',
  joinDomainsRequired: 'List at least one email domain for sign-up by domain',
  emailDomainNotAllowed: 'Sign-up is open only to emails at {{domains}}. Ask an admin for an invitation.',
  invitationRequired: 'This community is open by invitation only. Ask an admin for an invitation.',
  invitationInvalid: 'This invitation is invalid, expired or already used. Ask an admin for a new one.',
  invitationForAnotherEmail:
    'This invitation was sent to another email address. Sign up with the address it was sent to.',
  invitationNotFound: 'No such invitation to join',
  invitationDaysInvalid: 'An invitation lasts from 1 to 30 days',
  invitationEmailsRequired: 'Enter at least one email address to invite',
  invitationEmailsTooMany: 'At most {{max}} addresses can be invited at once',
  emailNotVerified: 'Confirm your email address first: open the link we mailed you.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  verificationLinkInvalid: 'This confirmation link is invalid, expired or for another address. Ask for a new one.',

  // Single sign-on with the community's OpenID Connect provider
  ssoOnly: 'This community signs in with {{provider}}. Use the button to sign in.',
  ssoNotConfigured: 'Sign-in with a provider is not set up. An admin can set it up under Admin, Single sign-on.',
  ssoUnavailable: 'Sign-in with a provider is turned off. Sign in with your email and password.',
  ssoNotTested: 'Sign in once with "Test sign-in" after the last change, then turn it on.',
  ssoPolicyNeedsProvider: 'Turn on single sign-on before making it the only way to join.',
  invitationsUnderSso:
    'People join only by single sign-on, so an invitation would admit nobody. Choose another way to join first.',
  ssoInUseByPolicy: 'Single sign-on is the only way to join. Choose another way to join before turning it off.',
  ssoIssuerInvalid: 'The issuer must be an https:// address (http:// only for this computer)',
  ssoClientIdRequired: 'Enter the client id the provider gave you',
  ssoScopesInvalid: 'Scopes are words separated by spaces and must include openid',
  ssoLabelRequired: 'Enter the name the sign-in button shows',
  ssoGroupInvalid: 'A group name is 1 to 200 characters',
  ssoGroupsTooMany: 'At most {{max}} groups can be mapped',
  ssoDiscoveryFailed:
    'The provider could not be reached at this issuer, or its answer was not OpenID Connect: {{reason}}',
  ssoFailed: 'Sign-in with your provider did not succeed. Try again, or ask an admin.',
  ssoExpired: 'That sign-in took too long or was already used. Try again.',
  ssoEmailMissing: 'Your provider did not tell us your email address, so we cannot sign you in. Ask an admin.',
  ssoEmailUnverified:
    'Your provider has not confirmed your email address, so we cannot sign you in with it. Confirm it at your provider, or ask an admin.',
  samlMetadataUrlInvalid: 'The metadata address must be an https:// address (http:// only for this computer)',
  samlMetadataTooLarge: 'The metadata file is too large (at most 1 MB)',
  samlMetadataRequired: "Give the provider's metadata: its address, or its file",
  samlMetadataUnreachable: 'The metadata could not be read from this address: {{reason}}',
  samlMetadataInvalid: "This is not a SAML identity provider's metadata: {{reason}}",
  ssoRefused: "The provider's answer was refused: {{reason}}",
  // SCIM provisioning by the community's directory
  scimTokenInvalid: 'The SCIM token is missing, wrong or revoked. An admin can make a new one.',
  scimUserNotFound: 'No user with this id',
  scimEmailTaken: 'A member already has this email address',
  scimEmailRequired: 'The user needs an email address: a userName or a work email',
  scimFilterInvalid: 'Only userName, externalId, emails.value and id can be filtered on, with eq',
  scimTooManyOperations: 'A PATCH has at most {{max}} operations',
  scimRequestInvalid: 'The request is not one this SCIM call reads: {{reason}}',
  scimGroupNotFound: 'No group with this id',
  scimGroupFilterInvalid: 'Only displayName, externalId and id can be filtered on, with eq',
  scimGroupNameInvalid: "A group's name is its team's: 1 to {{max}} characters",
  scimGroupNameTaken: 'Another team or group already has this name',
  scimGroupTooManyMembers: 'A group names at most {{max, number}} members in one request',
  scimGroupMemberUnknown: 'No user has the id {{id}}: members are named by the ids the Users endpoint gives',
  scimGroupMemberOnOtherTeam:
    'The user {{id}} is already on the team {{team}}, and a member is on one team at a time: take them off it first',
  scimGroupTeamFull: 'The team would have {{members}} members, and a team has at most {{max}}',

  // Friends and member search
  friendRequestToSelf: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends',
  friendRequestAlreadySent: 'Friend request already sent',
  friendRequestNotFound: 'Friend request not found',
  onlyReceiverAnswers: 'Only the receiver can answer a friend request',
  friendRequestAnswered: 'This friend request has already been answered',
  notFriends: 'You are not friends with this member',
  friendStatusRequired: 'status is required',
  friendStatusInvalid: 'status must be ACCEPTED or REJECTED',
  searchTooLong: 'search must be at most {{max}} characters',
  pageNotNumber: 'page must be a number',
  pageTooLow: 'page must be 1 or more',
  pageSizeNotNumber: 'pageSize must be a number',
  pageSizeTooLow: 'pageSize must be 1 or more',
  pageSizeTooHigh: 'pageSize must be at most {{max}}',

  // Teams
  teamNotFound: 'Team not found',
  memberNotInTeam: 'This member is not in the team',
  leaderOrAdminOnly: 'Only the team leader or an admin can do that',
  leaderOrAdminDeletesTeam: 'Only the team leader or an admin can delete the team',
  teamMembersAndAdminsOnly: 'Only members of this team and admins can see it',
  alreadyInTeam: 'You are already in a team',
  teamNameTaken: 'A team with this name already exists',
  memberAlreadyInTeam: 'This member is already in a team',
  onlyFriendsInvited: 'Only friends can be invited',
  teamFull: 'Team is full. Cannot invite more members.',
  teamFullToJoin: 'This team is full',
  teamTooLarge: 'Team cannot exceed {{max}} members',
  alreadyInvited: 'This member already has a pending invite to this team',
  inviteNotFound: 'Invite not found',
  inviteClosed: 'This invite is no longer open',
  alreadyLeader: 'This member already leads the team',
  transferLeadBeforeLeaving: 'Transfer the leadership before leaving the team',
  teamNameRequired: 'Team name is required',
  teamNameTooLong: 'Team name must be at most {{max}} characters',
  maxTeamMembersNotNumber: 'maxTeamMembers must be a number',
  maxTeamMembersNotInteger: 'maxTeamMembers must be an integer',
  maxTeamMembersTooLow: 'maxTeamMembers must be at least {{min}}',
  maxTeamMembersTooHigh: 'maxTeamMembers must be at most {{max}}',

  // Challenges
  challengeNotFound: 'Challenge not found',
  submissionNotFound: 'Submission not found',
  alreadySubmitted: 'You have already submitted a proof for this challenge',
  challengeEndedNoEdit: 'This challenge has ended and can no longer be edited',
  challengeNotStarted: 'This challenge has not started yet',
  challengeEnded: 'This challenge has ended',
  newerSubmission: 'This member has a newer submission for this challenge; judge that one instead',
  ownProof: 'You cannot judge your own proof; another admin must.',
  challengeNameRequired: 'Name is required',
  challengeNameTooLong: 'Name must be at most {{max}} characters',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a date and time',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a date and time',
  endAfterStart: 'End date must be after the start date',
  pointsRequired: 'Points are required',
  pointsNotInteger: 'Points must be an integer',
  pointsNegative: 'Points must be 0 or more',
  pointsTooHigh: 'Points must be at most {{max, number}}',
  judgeStatusRequired: 'Status is required',
  judgeReasonTooLong: 'The reason can be at most 500 characters',
  judgeStatusInvalid: 'Status must be "approved" or "rejected"',

  // Scores, manual entry and settings
  manualEntryFuture: 'date: steps cannot be entered for a future date',
  manualEntryDaysBack: 'date: steps can be entered for at most {{days}} days back',
  manualEntryOff: 'Manual step entry is turned off',
  periodInvalid: 'must be all, week or month',
  dateRequired: 'Date is required',
  dateFormat: 'Date must be written YYYY-MM-DD',
  dateNotReal: 'Date is not a real calendar date',
  dateTooFarAhead: 'Date is more than {{days}} days after today',
  stepsNotNumber: 'Steps must be a number',
  stepsNotWhole: 'Steps must be a whole number',
  stepsNegative: 'Steps must be at least 0',
  stepsTooHigh: 'Steps must be at most {{max, number}}',
  limitNotNumber: 'limit must be a number',
  offsetNotNumber: 'offset must be a number',
  moneyNotNumber: 'Money per 100 steps must be a number',
  moneyNegative: 'Money per 100 steps must be at least 0',
  moneyTooHigh: 'Money per 100 steps must be at most {{max, number}}',
  moneyDecimals: 'Money per 100 steps has at most 2 decimals',
  currencyInvalid: 'The currency must be a three-letter ISO 4217 code, such as USD or EUR',
  aroundInvalid: 'around must be me',
  manualEntrySwitchInvalid: 'Manual entry must be true or false',
  goalNotWhole: 'goal: the daily goal must be a whole number of steps',
  goalOutOfRange: 'goal: the daily goal must be between {{min, number}} and {{max, number}} steps',
  goalRangeInvalid: 'Goals: the lowest goal must be at most the usual goal, and the usual goal at most the highest',
  communityUrlTooLong: 'Community link must be at most {{max}} characters',
  communityUrlInvalid: 'Community link must be an http(s) URL or empty',
  nothingToUpdate: 'Nothing to update',

  // Step import (admin CSV) and wearable ingest
  csvFileMissing: 'file: attach a CSV file',
  csvBodyMissing: 'Send the CSV as a text/csv body or a multipart file',
  csvInvalid: 'The file is not valid CSV: {{reason}}',
  csvTooManyLines: 'The file has {{lines}} lines; import at most {{max, number}} at a time',
  csvLineTooLong: 'Line {{line}} is longer than {{max, number}} characters: is this a steps CSV?',
  csvHeaderMissingIdentifier: 'The header row needs a sensorUserId or email column',
  csvLineIncomplete: 'Expected three values: sensorUserId or email, date, steps',
  csvNoMemberEmail: 'No member with email "{{identifier}}"',
  csvNoMemberSensor: 'No member with sensor id "{{identifier}}"',
  ingestDisabled: 'Step ingestion is not enabled on this server (INGEST_API_KEY is not set)',
  ingestKeyInvalid: 'Invalid or missing ingest API key',
  metricsTokenInvalid: 'Invalid or missing metrics token (METRICS_TOKEN)',
  ingestInvalidEntry: '1 invalid entry, nothing saved. {{problems}}',
  ingestInvalidEntries: '{{count}} invalid entries, nothing saved. {{problems}}',
  ingestInvalidEntriesAtLeast: 'Nothing saved: at least {{count}} invalid entries. The first {{count}}: {{problems}}',
  sensorUserIdRequired: 'sensorUserId is required',
  entriesNotList: 'entries must be a list',
  entriesTooMany: 'entries may hold at most {{max, number}} rows a call',

  // Step sources, health-export imports and pushes from a phone
  sourcePriorityInvalid: 'The source priority must list wearable, push, import, admin and manual, each once.',
  importDaysBackInvalid: 'How far back imports may reach must be a whole number of days, at least 1.',
  importDaysBackTooHigh: 'Imports may reach at most {{max, number}} days back.',
  importSourcesInvalid: 'Sources must be a list of the names of sources found in the file.',
  importNoSources: 'Choose at least one source to count.',
  importSourceUnknown: 'The file has no source named "{{name}}".',
  importFileMissing: 'Attach the export file in the form field named "file".',
  importTooLarge: 'The file must be at most {{megabytes, number}} MB.',
  importUnknownFormat:
    'This file is not an export the app reads. Accepted: Apple Health (export.zip or export.xml), Google Takeout Fit (Daily activity metrics CSV), Samsung Health (step_daily_trend CSV), Garmin Connect (UDSFile JSON) or Fitbit (steps JSON), each alone or in its zip.',
  importEmptyFile: 'The file is empty.',
  importBrokenFile: 'The file could not be read to the end: it is damaged or cut off.',
  importZipBomb: 'The zip unpacks to far more than an export could hold, so it was not opened.',
  importNotFound: 'Import not found',
  importNotReady: 'This import cannot be applied: it is {{status}}.',
  importTookTooLong: 'Reading the file took too long. Try an export of a shorter period.',
  importInterrupted: 'The server restarted while reading this file. Please upload it again.',
  importBusy: 'You already have an import being read. Wait for it to finish.',
  importServerBusy: 'The server is reading other imports. Please try again in a few minutes.',
  importStorageFull: 'The server has no room for this file right now. Please try again later.',
  importContentTooLarge:
    'This export holds more than one import can read (millions of step records, or a value far too long to be real). Export a shorter period and upload that.',
  importPreviewsFull:
    'You have {{count, number}} imports waiting to be applied. Apply or remove one of them before uploading another.',
  pushTokenInvalid: 'This push token is not valid. Make a new one on the Connect your phone page.',
  pushTokenNotFound: 'Push token not found',
  pushTokenLimit: 'You can have at most {{max}} push tokens. Revoke one first.',
  pushBodyInvalid:
    'Send {"entries":[{"date","steps"}]}, the Health Auto Export app\'s {"data":{"metrics":[…]}} body or HC Webhook\'s {"timestamp","steps":[…]} body.',
  pushDateInvalid: "A reading's date must look like 2026-11-20 08:00:00 +0100.",
  memberConnectionInvalid: 'connection must be all, connected or none',
  timeZoneUnknown: 'Choose a time zone from the list, such as Europe/Madrid.',
  pushInstantInvalid: 'An instant must look like 2026-11-20T08:00:00Z.',
  pushTooManyReadings:
    'A push may carry at most {{max, number}} readings. Send fewer days at a time, and only the step count.',

  // Competitions
  competitionNameRequired: 'A competition needs a name',
  competitionNameTooLong: "A competition's name must be at most {{max}} characters",
  competitionDescriptionInvalid: 'The description must be text',
  competitionDescriptionTooLong: 'The description must be at most {{max, number}} characters',
  competitionEndBeforeStart: 'The last day must be on or after the first day',
  competitionTooLong: 'A competition may last at most {{max}} days',
  graceHoursInvalid: 'The grace period must be a whole number of hours from 0 to 720',
  competitionTargetInvalid: 'The daily target must be a whole number of steps from 1 to 100,000',
  individualScoringInvalid: 'Individual scoring must be steps, steps+bonus, daysOnTarget or streak',
  teamScoringInvalid: 'Team scoring must be sum or average',
  prizesInvalid:
    'Extra prizes must be a list of scorings: steps, steps+bonus, daysOnTarget, streak, goalPercent or improved',
  prizesRepeated: 'Each extra prize must have a different scoring',
  prizeIsMainScoring: "An extra prize cannot have the competition's own scoring: that is the main board",
  tooManyPrizes: 'A competition may award at most {{max}} extra prizes',
  participationInvalid: 'Participation must be everyone or opt-in',
  competitionNotFound: 'Competition not found',
  competitionNotOptIn: 'Everyone takes part in this competition: there is nothing to join or leave.',
  competitionEnded: 'This competition has ended: joining and leaving are closed.',
  competitionFinal: 'The results of this competition are final: its dates and scoring can no longer change.',
  competitionRecomputeConfirm:
    'This competition has started: changing its dates or scoring recomputes its boards. Confirm to go ahead.',

  // Contests members start themselves
  contestFormatInvalid: 'format must be duel, weekendWarrior, workweekHustle or goalDay',
  contestInviteesInvalid: 'Invite people by their member ids',
  contestInviteSomeone: 'Choose at least one person to invite',
  contestTooManyPeople: 'A contest has at most {{max}} people, you included',
  contestDuelIsTwo: 'A duel is between you and exactly one other member',
  contestInviteeRepeated: 'Each person can be invited once',
  contestInviteeIsSelf: 'You are in your own contest already: invite others',
  contestDayTooEarly: 'A contest starts today at the earliest',
  contestDayTooLate: 'A contest starts within {{days}} days from today',
  contestTooLong: 'A contest lasts at most {{max}} days',
  contestNeedsDay: 'Choose the first day',
  contestNeedsLastDay: 'Choose the last day of the duel',
  contestInviteeNotConnected: 'You can invite only your friends and your team-mates',
  contestsOff: 'Contests started by members are turned off in this community.',
  contestLimitReached:
    'You already have {{max}} contests running or coming up. Start a new one once one of them has ended.',
  contestInvitationNotFound: 'Invitation not found',
  contestInvitationClosed: 'This invitation has already been answered, or the contest has ended.',
  contestByInvitation: 'This contest is for the people its starter invited: accept your invitation to join.',
  contestNotStarter: 'Only the member who started this contest can cancel it.',
  contestAlreadyStarted: 'This contest has started: it can no longer be cancelled.',
  contestNotEditable: "A member's contest keeps its participation: only its dates and grace period can change.",
  maxMemberContestsInvalid: 'The limit of contests per member must be a whole number from 1 to 20',
  memberContestsSwitchInvalid: 'memberContestsEnabled must be true or false',

  // Fair play: caps, flags, the review queue, member management, the activity converter
  capInvalid: 'A cap must be a whole number of steps, at least 1, or empty for none',
  capsInvalid: 'Caps must list wearable, push, import, admin, manual, activity and any',
  outlierMultipleInvalid: 'The outlier multiple must be a number from 1.5 to 20, in tenths',
  outlierFloorInvalid: 'The outlier floor must be a whole number of steps from 1,000 to 100,000',
  holdFlaggedDaysInvalid: 'Whether flagged days wait must be true or false',
  activityEnabledInvalid: 'The activity converter switch must be true or false',
  activityInvalid: 'Activity must be one of cycling, swimming, wheelchair, yoga, rowing, dancing or strength',
  intensityInvalid: 'Intensity must be light, moderate or vigorous',
  activityRateInvalid: 'Each rate must be a whole number of steps a minute from 0 to 500',
  activityRatesInvalid: 'The rates must give light, moderate and vigorous for every activity',
  activityMinutesInvalid: 'Minutes must be a whole number, at least 1',
  activityMinutesTooHigh: 'Minutes must be at most {{max, number}}',
  activityConverterOff: 'The activity converter is turned off',
  activityNotFound: 'Activity not found',
  activityEntryFuture: 'date: activities cannot be recorded for a future date',
  activityEntryDaysBack: 'date: activities can be recorded for at most {{days}} days back',
  reviewReasonRequired: 'Give the member a reason for voiding the day',
  reviewReasonTooLong: 'The reason must be at most {{max}} characters',
  reviewDecisionInvalid: 'The decision must be approve or void',
  reviewDatesInvalid: 'Dates must be a list of 1 to 366 days',
  dayNotFlagged: 'This day is not waiting for review',
  dayAlreadyReviewed: 'This day has already been reviewed',
  memberStatusInvalid: 'status must be active, deactivated or all',
  correctionReasonRequired: 'Give a reason for the correction: the member sees it',
  correctionFuture: 'A day in the future cannot be corrected',
  correctionDaysBack: 'An admin can correct a day at most {{days}} days back',
  dayRequestNoteRequired: 'Tell the admin what is wrong with the day',
  dayRequestNoteTooLong: 'The note must be at most {{max}} characters',
  dayRequestDaysBack: 'You can ask about a day at most {{days}} days back',
  dayRequestOpen: 'You have already asked an admin about this day: withdraw that request to send a new one',
  dayRequestNotFound: 'Request not found',
  dayRequestAnswered: 'An admin has already answered this request',
  undoTooLate: 'This decision can no longer be undone: the day has changed since, or too much time has passed',
  roleInvalid: 'admin must be true or false',
  lastAdmin: 'The community needs at least one admin: make another member an admin first',
  ownDeactivation: 'You cannot deactivate your own account',
  lastAdminAccountDeletion: 'You are the last admin: make another member an admin before deleting your account',
  accountDeactivated: 'This account has been deactivated. Ask an admin to reactivate it.',
  auditKindInvalid: 'kind must be settings, day, proof, challenge, team, steps, member or competition',

  // Image uploads
  imageTooLarge: 'The image must be at most {{megabytes}} MB.',
  imageTooManyPixels: 'The image must be at most {{megapixels}} megapixels.',
  imageTooManyPixelsInFrames: 'The image must be at most {{megapixels}} megapixels, all its frames together.',
  imageTookTooLong: 'The image took too long to process. Try a smaller or simpler image.',
  imageServerBusy: 'The server is busy with other images. Try again in a minute.',
  uploadStorageFull: 'The server has no room for more images right now. Please try again later.',
  uploadQuotaFull:
    'Your images would take more than your {{megabytes}} MB of storage. Images you no longer use are removed after a day.',
  imageNotAccepted: 'The file must be a JPEG, PNG, WebP or GIF image.',
  imageUnreadable: 'The image could not be read: the file is damaged or not an image.',
  imageFieldMissing: '{{field}}: attach an image in the form field named "{{field}}".',
  imageNotMultipart: 'Send the image as multipart/form-data in the field named "{{field}}".',
  imageOneOnly: 'Send one image only, in the field named "{{field}}".',
  uploadCutOff: 'The upload was cut off or is not valid multipart/form-data.',
  // Notifications and announcements
  invalidTimeOfDay: 'Write a time of day as HH:MM, from 00:00 to 23:59',
  quietHoursEmpty: 'Quiet hours must start and end at different times',
  invalidPushEndpoint: 'The push subscription has no valid endpoint address',
  invalidPushKeys: 'The push subscription keys are not valid',
  pushSubscriptionNotFound: 'This browser is not subscribed to notifications',
  tooManyPushSubscriptions:
    'You can receive notifications on at most {{max}} browsers and apps. Turn them off on one you no longer use.',
  textRequired: 'Write the text in at least one language',
  announcementNotFound: 'Announcement not found',
  announcementAudienceNotFound: 'The competition or team of this announcement does not exist',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Change your notifications in your settings instead.',
  // Admin reports
  reportRangeReversed: "A report's last day must be on or after its first day",
  reportRangeTooLong: 'A report covers at most {{days}} days',
  // Achievements
  achievementNotEarned: 'This member has not earned this achievement',
  achievementKeyInvalid: 'key must be an achievement such as streak-7',
  achievementsFriendsOnly: 'This member shows their achievements to their friends only',
  achievementsPrivate: 'This member keeps their achievements to themself',
  achievementsVisibilityInvalid: 'Who sees your achievements must be everyone, friends or nobody',
  shareCardsBusy: 'The server is busy drawing other cards. Try again in a moment.',
  customAchievementNotFound: 'Achievement not found',
  customAchievementRuleInvalid: 'The rule must be steps in a period, a streak or days on target in a competition',
  customAchievementAmountInvalid: 'The amount must be a whole number, at least 1',
  customAchievementStepsInvalid: 'The steps must be a whole number from 1 to {{max, number}}',
  customAchievementDaysInvalid: 'The days must be a whole number from 1 to {{max, number}}',
  customAchievementPeriodRequired: 'Steps in a period need the first and the last day of the period',
  customAchievementPeriodIncomplete: 'Give both the first and the last day of the period, or neither',
  customAchievementPeriodReversed: "The period's last day must be on or after its first day",
  customAchievementTargetInvalid: 'The steps a day must reach must be a whole number from 1 to 100,000',
  customAchievementCompetitionRequired: 'Choose the competition whose days count',
  customAchievementCompetitionNotFound: 'The competition of this achievement does not exist',
  customAchievementFieldNotForRule: 'This kind of rule does not take this field',
  customAchievementNameRequired: 'Write the name in English, Spanish and Hebrew',
  customAchievementNameTooLong: 'A name is at most 60 characters',
  customAchievementIconInvalid: 'Choose one of the icons',
  customAchievementPointsInvalid: 'Points must be 10, 20, 30 … up to 100',
} as const

export type ApiMessageKey = keyof typeof apiMessages

export const apiMessageKeys = Object.keys(apiMessages) as ApiMessageKey[]

export const isApiMessageKey = (value: unknown): value is ApiMessageKey =>
  typeof value === 'string' && Object.hasOwn(apiMessages, value)

/** The placeholder names of a template: `'{{max, number}} of {{what}}'` → `'max' | 'what'`. */
type PlaceholderNames<Template extends string> = Template extends `${string}{{${infer Name}}}${infer Rest}`
  ? (Name extends `${infer Bare},${string}` ? Bare : Name) | PlaceholderNames<Rest>
  : never

export type ApiMessageParamValue = string | number
export type ApiMessageParamValues = Record<string, ApiMessageParamValue>

/** The values a key's template needs, each by name. */
export type ApiMessageParams<Key extends ApiMessageKey> = {
  [Name in PlaceholderNames<(typeof apiMessages)[Key]>]: ApiMessageParamValue
}

/** What follows the key in a call: nothing for a fixed sentence, the values for a template. */
export type ApiMessageArgs<Key extends ApiMessageKey> = [PlaceholderNames<(typeof apiMessages)[Key]>] extends [never]
  ? []
  : [params: ApiMessageParams<Key>]

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g

function writeValue(value: ApiMessageParamValue | undefined, format: string | undefined) {
  if (value === undefined) return ''
  return format === 'number' && typeof value === 'number' ? value.toLocaleString('en-US') : String(value)
}

/** The English sentence of a key, its placeholders filled in. */
export function formatApiMessage<Key extends ApiMessageKey>(key: Key, ...[params]: ApiMessageArgs<Key>): string {
  return fillTemplate(apiMessages[key], params as ApiMessageParamValues | undefined)
}

function fillTemplate(template: string, params: ApiMessageParamValues | undefined) {
  return template.replace(PLACEHOLDER, (_, name: string, format?: string) => writeValue(params?.[name], format))
}

export interface MatchedApiMessage {
  key: ApiMessageKey
  params?: ApiMessageParamValues
  /** The field named before the sentence, as in `endDate: End date must be after the start date`. */
  field?: string
}

interface CompiledTemplate {
  key: ApiMessageKey
  pattern: RegExp
  names: { name: string; format: string | undefined }[]
}

let compiled: CompiledTemplate[] | undefined

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each template as an anchored pattern; a placeholder used twice must hold the same text twice. */
function compileTemplates(): CompiledTemplate[] {
  return apiMessageKeys.map((key) => {
    const template: string = apiMessages[key]
    const names: CompiledTemplate['names'] = []
    let source = ''
    let last = 0
    for (const match of template.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(template.slice(last, match.index))
      const [, name, format] = match as unknown as [string, string, string | undefined]
      if (names.some((seen) => seen.name === name)) source += `\\k<${name}>`
      else {
        names.push({ name, format })
        source += format === 'number' ? `(?<${name}>-?[\\d,]+(?:\\.\\d+)?)` : `(?<${name}>.+?)`
      }
      last = match.index + match[0].length
    }
    source += escapeRegExp(template.slice(last))
    return { key, pattern: new RegExp(`^${source}$`, 's'), names }
  })
}

function matchWhole(text: string): MatchedApiMessage | undefined {
  compiled ??= compileTemplates()
  for (const { key, pattern, names } of compiled) {
    const match = pattern.exec(text)
    if (!match) continue
    if (names.length === 0) return { key }
    const params: ApiMessageParamValues = {}
    for (const { name, format } of names) {
      const value = match.groups?.[name] ?? ''
      params[name] = format === 'number' || /^-?\d+$/.test(value) ? Number(value.replaceAll(',', '')) : value
    }
    return { key, params }
  }
  return undefined
}

/**
 * The key (and values) of a sentence written from the catalogue, also when a field name leads it
 * (`email: Email is required`); undefined for any other text.
 */
export function matchApiMessage(text: string): MatchedApiMessage | undefined {
  const whole = matchWhole(text)
  if (whole) return whole
  const named = /^([\w.[\]]+): (.+)$/s.exec(text)
  if (!named) return undefined
  const rest = matchWhole(named[2]!)
  return rest && { ...rest, field: named[1]! }
}

// Shared wording the web also shows on its own, so its checks and the server's read alike.
export const TEAM_FULL_MESSAGE = apiMessages.teamFull
export const teamTooLargeMessage = (max: number) => formatApiMessage('teamTooLarge', { max })
