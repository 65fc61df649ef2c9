/**
 * The server's API as types: every path, its parameters, bodies and answers, generated from the
 * document the server serves at /api/docs/json. Do not edit: run `npm run api-types` after
 * changing a route's schema.
 */
export interface paths {
  '/api/health/live': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Answers while the process runs, without asking the database */
    get: operations['getLiveness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health/ready': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Answers once the database does */
    get: operations['getReadiness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Answers once the database does */
    get: operations['getHealth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores/history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member's day rows with their sources, newest first */
    get: operations['getMyScoreHistory']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A member's manual entry of a day's steps, when the admin allows it */
    post: operations['enterManualSteps']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The individual leaderboard for a period, with totals and money equivalent; a page by offset, or the rows around the viewer's own */
    get: operations['getIndividualBoard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The viewer's rank and sums on the individual leaderboard for a period */
    get: operations['getMyStanding']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores/team': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The team leaderboard: each team's current members' totals for a period */
    get: operations['getTeamBoard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scores/config': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Money rate, manual entry switch, community link, source priority and import reach */
    get: operations['getScoreConfig']
    put?: never
    /** Admin: change the money rate, manual entry switch, community link, source priority or import reach */
    post: operations['updateScoreConfig']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/ingest/steps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Wearable sync: up to 10,000 day counts a call, all or nothing */
    post: operations['ingestSteps']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Members, teams, steps and pending judgments */
    get: operations['getAdminSummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/todo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What waits for an admin: days to review, proofs to judge, day requests, members never synced */
    get: operations['getAdminTodo']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/days': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A member's day rows with their sources, newest first, as the member sees them */
    get: operations['getMemberDays']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/reports/members.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every member, deactivated ones included: team, role, status, joined, steps and bonus */
    get: operations['getMembersReport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/reports/days.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Each member's days from one date to another (at most a year): counted steps, every source, flags, review */
    get: operations['getDaysReport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/reports/teams.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every team: leader, active members, total and average steps */
    get: operations['getTeamsReport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/steps/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Import day counts from CSV (sensorUserId or email, date, steps); bad lines are listed */
    post: operations['importStepsCsv']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Members by name, searched in name and email, with their team, steps and days waiting for review */
    get: operations['listMembers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One member as admins see them */
    get: operations['getMember']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/deactivate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Deactivates a member: no sign-in, sessions ended, on no board; not yourself, not the last admin (409) */
    post: operations['deactivateMember']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/reactivate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Lets a deactivated member sign in again and brings them back on the boards */
    post: operations['reactivateMember']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/role': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Makes a member an admin or takes it away; the last admin keeps it (409) */
    put: operations['setMemberRole']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/password-reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mails the member a password reset link, as "forgot password" does */
    post: operations['sendMemberPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/fair-play': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The daily caps, the flag rules, whether flagged days wait for review, and the activity converter */
    get: operations['getFairPlayConfig']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/fair-play': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Admin: change the caps, flag rules, holding of flagged days or the activity converter; a rule that changes what days count recounts every day */
    put: operations['updateFairPlayConfig']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/review': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: flagged days waiting for review, oldest first, with their sources and the days before */
    get: operations['getReviewQueue']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/review/{userId}/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: approve a flagged day, or void it (it counts 0) with a reason the member sees; 409 when it is not waiting */
    post: operations['reviewDay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/review/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: the same decision for many of one member's flagged days; days already decided are left */
    post: operations['reviewDays']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/days/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Admin: correct a member's day, up to 30 days back, with a reason the member sees; it outranks every source (steps null takes it away) */
    put: operations['correctMemberDay']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/members/{id}/days/{date}/undo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: take back my approve, void or correction of a member's day, up to 120 seconds after and while it is the last decision on the day; 409 otherwise */
    post: operations['undoDayDecision']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/day-requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** My requests that an admin correct a day: the open ones and those answered in the last 30 days, newest first */
    get: operations['listMyDayRequests']
    put?: never
    /** Ask an admin to correct one of my days, up to 30 days back, with a note; 409 while the day has an open request */
    post: operations['createDayRequest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/day-requests/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Withdraw one of my open requests; 409 once an admin has answered it */
    delete: operations['withdrawDayRequest']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/day-requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: members' open requests to correct a day, oldest first, with the day's sources */
    get: operations['listOpenDayRequests']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/day-requests/{id}/dismiss': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: leave a member's request without a correction, with an optional reason the member reads; 409 once answered */
    post: operations['dismissDayRequest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/activities': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member's activity-converter entries of the last 30 days, newest first */
    get: operations['listActivities']
    put?: never
    /** Record minutes of an activity other than walking, counted as steps by the admin’s rates, for today or up to 7 days back */
    post: operations['recordActivity']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/activities/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Take back one of my activity entries, while its day is open for entries */
    delete: operations['deleteActivity']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the community's policy in one place: money rate, manual entry, community link, source order, import reach, team size and the fair-play rules */
    get: operations['getCommunitySettings']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Admin: change any part of the policy in one transaction; a new source order or fair-play rule counts every day again */
    patch: operations['updateCommunitySettings']
    trace?: never
  }
  '/api/challenges': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every challenge with its submissions */
    get: operations['listChallenges']
    put?: never
    /** Create a challenge (admins) */
    post: operations['createChallenge']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/challenges/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One challenge with its submissions */
    get: operations['getChallenge']
    put?: never
    post?: never
    /** Delete a challenge, the bonus it gave and its proof photos (admins) */
    delete: operations['deleteChallenge']
    options?: never
    head?: never
    /** Edit a challenge before it ends (admins) */
    patch: operations['updateChallenge']
    trace?: never
  }
  '/api/challenges/{id}/completions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Submit a photo proof (multipart field 'file') */
    post: operations['submitChallengeProof']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/challenges/{id}/completions/{completionId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Approve or reject a submission (admins); the bonus follows */
    patch: operations['judgeCompletion']
    trace?: never
  }
  '/api/auth/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Creates an account and logs it in */
    post: operations['register']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Logs in with email and password */
    post: operations['login']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Ends the current session */
    post: operations['logout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/forgot-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mails a password reset link; answers the same whether or not the email has an account */
    post: operations['requestPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sets a new password with a reset token and ends every session of the account */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/join-rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Who may create an account: anyone, emails of listed domains, or people an admin invited */
    get: operations['getJoinRules']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/invitations/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An invitation's address and expiry, for the sign-up page its link opens */
    get: operations['previewInvitation']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/verify-email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirms the address a confirmation link was mailed to; needs no session */
    post: operations['confirmEmail']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/email-verification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mails the member a new link to confirm their address */
    post: operations['sendEmailConfirmation']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/invitations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: invitations to join, newest first, with what became of each */
    get: operations['listInvitations']
    put?: never
    /** Admin: mails each address an invitation; addresses that have an account are left out */
    post: operations['inviteByEmail']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/invitations/link': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: a link that admits whoever has it until it expires; its address is given this once */
    post: operations['createInviteLink']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/invitations/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Admin: revokes an invitation; its link admits no one from now on */
    delete: operations['revokeInvitation']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/saml': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Sends the browser to the community's SAML identity provider; back at `returnTo`, a path of the app */
    get: operations['startSamlSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/saml/acs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The assertion consumer service: checks the provider's signed answer and sends the browser on to finish signing in */
    post: operations['receiveSamlResponse']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/saml/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Signs in whom the checked answer named, if this browser started the sign-in; or records an admin test */
    get: operations['finishSamlSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/saml/metadata': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** StepUp's SAML service provider metadata: its entity id and assertion consumer service, for the provider */
    get: operations['getSamlMetadata']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/saml': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the SAML identity provider's settings and what to give the provider (entity id, reply URL) */
    get: operations['getSamlSetup']
    /** Admin: saves the provider, read from its metadata's address or file; a new provider is off until tested */
    put: operations['saveSamlSettings']
    post?: never
    /** Admin: removes the SAML provider's settings; the members it signed in keep their accounts */
    delete: operations['deleteSamlSettings']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/saml/enabled': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Admin: turns sign-in with the SAML provider on (after a successful test) or off */
    put: operations['setSamlEnabled']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/saml/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: signs in at the SAML provider to check it; records whom it named, signs nobody in */
    get: operations['testSamlSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/oidc': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Sends the browser to the community's sign-in provider; back at `returnTo`, a path of the app */
    get: operations['startOidcSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/oidc/callback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Where the provider sends the browser back: signs the member in, or records an admin test */
    get: operations['finishOidcSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sso/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The provider's logout page, for a session that began there; null otherwise */
    get: operations['getProviderLogout']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/oidc': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the OpenID Connect provider's settings (never its secret) and the redirect URL to register */
    get: operations['getOidcSetup']
    /** Admin: saves the provider, found by discovery; a new connection is off until tested */
    put: operations['saveOidcSettings']
    post?: never
    /** Admin: removes the provider's settings; the members it signed in keep their accounts */
    delete: operations['deleteOidcSettings']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/oidc/enabled': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Admin: turns sign-in with the provider on (after a successful test) or off */
    put: operations['setOidcEnabled']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/sso/oidc/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: signs in at the provider to check the settings; records who it said, signs nobody in */
    get: operations['testOidcSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/scim': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the SCIM base URL to give the company's directory, and when its token was made and last used */
    get: operations['getScimSetup']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/scim/token': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: makes the directory's bearer token, shown this once; the token before it stops working */
    post: operations['createScimToken']
    /** Admin: revokes the directory's token; provisioning stops until a new one is made */
    delete: operations['revokeScimToken']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/ServiceProviderConfig': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What this SCIM service supports */
    get: operations['getScimServiceProviderConfig']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/ResourceTypes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The resources this service provisions: users and groups (teams) */
    get: operations['getScimResourceTypes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/Schemas': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The attributes of a user and of a group this service keeps */
    get: operations['getScimSchemas']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/Users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The members, or those a filter names (userName, externalId, emails.value, id; eq) */
    get: operations['listScimUsers']
    put?: never
    /** Makes a member with no password, the email proven by the directory */
    post: operations['createScimUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/Users/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One member, unless the directory deleted them */
    get: operations['getScimUser']
    /** Replaces what StepUp keeps of a member; active false deactivates them */
    put: operations['replaceScimUser']
    post?: never
    /** Deactivates a member (never erases them); the directory sees them no more */
    delete: operations['deleteScimUser']
    options?: never
    head?: never
    /** Changes a member by up to 100 operations (PatchOp); active false deactivates them */
    patch: operations['patchScimUser']
    trace?: never
  }
  '/api/scim/v2/Groups': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The groups (teams), or those a filter names (displayName, externalId, id; eq) */
    get: operations['listScimGroups']
    put?: never
    /** Links the team of this name, or makes it with its first member; members (up to 1000) join it */
    post: operations['createScimGroup']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/scim/v2/Groups/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One group: its team and its members */
    get: operations['getScimGroup']
    /** Renames the team and, when members are given, makes them the team's members */
    put: operations['replaceScimGroup']
    post?: never
    /** Unlinks the group; the team stays with its members, points and history */
    delete: operations['deleteScimGroup']
    options?: never
    head?: never
    /** Renames the team or adds and removes its members, by up to 100 operations (PatchOp) */
    patch: operations['patchScimGroup']
    trace?: never
  }
  '/api/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The logged-in user */
    get: operations['getMe']
    put?: never
    post?: never
    /** Deletes the member’s account and personal data, with the current password; not the last admin (409) */
    delete: operations['deleteMe']
    options?: never
    head?: never
    /** Updates the logged-in user’s own profile; a new email takes `currentPassword` */
    patch: operations['updateMe']
    trace?: never
  }
  '/api/me/first-run': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The first-run steps the logged-in member finished, skipped or is already past */
    get: operations['getFirstRun']
    /** Marks a first-run step finished or skipped (`done: true`), or asks it again */
    put: operations['setFirstRunStep']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/me/friends': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** My friends */
    get: operations['listFriends']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/me/requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Open friend requests I sent or received */
    get: operations['listFriendRequests']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/{id}/friends': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Send a friend request (accepts theirs when they already asked) */
    post: operations['sendFriendRequest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/friends/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Accept or reject a friend request (receiver only) */
    patch: operations['answerFriendRequest']
    trace?: never
  }
  '/api/users/me/friends/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Unfriend */
    delete: operations['unfriend']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/config': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Team size limit */
    get: operations['getTeamConfig']
    put?: never
    /** Set the team size limit (admin) */
    post: operations['setTeamConfig']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** My team */
    get: operations['getMyTeam']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/invites/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Open team invites addressed to me */
    get: operations['listMyTeamInvites']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create a team led by me */
    post: operations['createTeam']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/{id}/invite/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Invite a friend without a team (leader or admin) */
    post: operations['inviteToTeam']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/invites/{inviteId}/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Accept a team invite */
    post: operations['acceptTeamInvite']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/invites/{inviteId}/reject': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Reject a team invite */
    post: operations['rejectTeamInvite']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Team detail (members and admins) */
    get: operations['getTeam']
    put?: never
    post?: never
    /** Delete the team (leader or admin) */
    delete: operations['deleteTeam']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/{id}/invites': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Open invites of the team (members and admins) */
    get: operations['listTeamInvites']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/{id}/transfer-leader/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Hand the lead to another member (leader or admin) */
    post: operations['transferTeamLeadership']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/teams/{id}/remove/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Remove a member (leader or admin), or leave the team */
    delete: operations['removeTeamMember']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/teams': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every team (admin) */
    get: operations['listAllTeams']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/teams/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete any team (admin) */
    delete: operations['deleteAnyTeam']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Find members by name, a page at a time */
    get: operations['searchUsers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/friends/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Another member’s profile */
    get: operations['getProfile']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/uploads/config': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Where the client uploads avatars: the Cloudinary cloud and unsigned preset, or null for POST /api/uploads */
    get: operations['getUploadConfig']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/uploads': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Stores an image (JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels in all frames)
     * @description multipart/form-data with the image in the field `file`. The first frame is re-encoded without its metadata and served at the returned path; it counts against the member's storage quota, and once it is a day old it is removed while no avatar or proof shows it.
     */
    post: operations['uploadImage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/imports': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member's imports, newest first */
    get: operations['listImports']
    put?: never
    /**
     * Uploads a health export to read into a preview; nothing counts until it is applied
     * @description multipart/form-data with the file in the field `file`, at most 2048 MB: Apple Health (export.zip or export.xml), Google Takeout Fit (Daily activity metrics CSV, alone or in the Takeout zip), Samsung Health (step_daily_trend CSV), Garmin Connect (UDSFile JSON) or Fitbit (steps JSON), each alone or in its zip, recognised from the content. The file is read in the background: poll GET /api/me/imports/{id}.
     */
    post: operations['uploadHealthExport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/imports/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An import: its progress while read, then its preview (sources and days, counted or not and why) */
    get: operations['getImport']
    put?: never
    post?: never
    /** Removes an import; an applied one takes back exactly the days it brought */
    delete: operations['deleteImport']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/imports/{id}/sources': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Orders a ready import's sources (left out: excluded) and counts its days again */
    put: operations['chooseImportSources']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/imports/{id}/apply': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Counts a ready import's days within the days imports may reach
     * @description Optional `sources`: names in priority order; sources left out are excluded. Each day becomes the import source of that day; the highest-priority source a day has is the one that counts.
     */
    post: operations['applyImport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/push-tokens': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member's push tokens (never the tokens themselves) */
    get: operations['listPushTokens']
    put?: never
    /** A new push token and the URL to post steps to; the token is shown this once */
    post: operations['createPushToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/push-tokens/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Revokes a push token: posts with it are refused from now on */
    delete: operations['revokePushToken']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/push/steps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Steps from a member's phone or script, by push token
     * @description One of three bodies. `{ "entries": [{ "date": "2026-11-20", "steps": 8123 }] }` (a Shortcut or a script). The body of the Health Auto Export iOS app's REST automation (`{ "data": { "metrics": [{ "name": "step_count", "data": [{ "date": "2026-11-20 00:00:00 +0100", "qty": 8123, "source": null }] }] } }`, per day or finer, dated in each reading's own offset; other metrics are ignored). For these two, each day's count replaces the day's earlier push. The body of the HC Webhook Android app (`{ "timestamp": "…Z", "app_version": "…", "steps": [{ "count": 8123, "start_time": "2026-11-19T23:00:00Z", "end_time": "2026-11-20T23:00:00Z" }] }`: day totals, records with Health Connect `metadata`, or N-minute buckets): its records are kept, and each day is counted from all of them, however they were split over pushes or sent again; its instants are dated in the member's time zone. Days outside the days imports may reach are skipped. At most 50,000 readings a push, all metrics together, and 60 pushes a token in ten minutes.
     */
    post: operations['pushSteps']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/contests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether members may start contests, the limit and how many the viewer has running or upcoming, and whom they may invite */
    get: operations['getMemberContestsInfo']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Start a contest with friends or team-mates: a duel, a weekend warrior, a workweek hustle or a goal day (403 when turned off, 409 past the limit) */
    post: operations['startMemberContest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/contest-invitations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The contests the viewer is invited to and has not answered, until they end */
    get: operations['listContestInvitations']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contests/{id}/invitation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Accept (onto the board) or decline an invitation to a contest, until it ends */
    put: operations['answerContestInvitation']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contests/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** The starter cancels their contest before its first day; those who accepted are told (403 for its other people, 409 once started) */
    delete: operations['cancelMemberContest']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every competition the viewer sees, newest first, with its status and whether the viewer takes part: the community's, and the members' contests they are in or invited to (admins: all) */
    get: operations['listCompetitions']
    put?: never
    /** Admin: create a competition; dates may lie in the past */
    post: operations['createCompetition']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One competition */
    get: operations['getCompetition']
    put?: never
    post?: never
    /** Admin: delete a competition and its results */
    delete: operations['deleteCompetition']
    options?: never
    head?: never
    /** Admin: edit a competition. Dates, grace period, participation and scoring of a started one change only with confirmRecompute, of a final one not at all (409) */
    patch: operations['updateCompetition']
    trace?: never
  }
  '/api/competitions/{id}/participants/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Join an opt-in competition, until it ends (409 after, or when everyone takes part) */
    post: operations['joinCompetition']
    /** Leave an opt-in competition, until it ends (409 after, or when everyone takes part) */
    delete: operations['leaveCompetition']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions/{id}/board': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A page of the competition's individual board, with the viewer's own row */
    get: operations['getCompetitionBoard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions/{id}/teams': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The competition's team board */
    get: operations['getCompetitionTeamBoard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions/{id}/prizes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The competition's extra prizes, each with its podium (first to third, ties included, scores above 0): live while it runs, frozen once final */
    get: operations['getCompetitionPrizes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/competitions/{id}/export.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the competition's boards as CSV (final once the results are frozen) */
    get: operations['exportCompetitionCsv']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/competitions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The running competitions the viewer takes part in, with their rank */
    get: operations['listMyCompetitions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/goal': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member's daily goal today, and a goal suggested from their last four weeks */
    get: operations['getMyGoal']
    /** Sets the member's daily goal from today on, within the admin's range; earlier days keep theirs */
    put: operations['setMyGoal']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/audit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admins' actions, newest first, by admin, member or kind, a page at a time */
    get: operations['listAudit']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/audit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admins' actions on the viewer's own data, newest first, a page at a time */
    get: operations['listMyAudit']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Everything the product holds about the member, as a zip of JSON and CSV files and their images; 3 per 10 minutes */
    get: operations['exportMyData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What the member is told, on which channel, and their quiet hours */
    get: operations['getNotificationSettings']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Changes the member's switches (per kind and channel) and quiet hours */
    patch: operations['updateNotificationSettings']
    trace?: never
  }
  '/api/notifications/web-push-key': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The server's VAPID public key, for a browser's push subscription */
    get: operations['getWebPushKey']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/web-push-subscriptions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Receives notifications on this browser: its PushSubscription's JSON */
    post: operations['addWebPushSubscription']
    /** Stops notifications on a browser, named by its endpoint */
    delete: operations['removeWebPushSubscription']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/announcements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The admins' announcements on the member's home page, in their language */
    get: operations['listMyAnnouncements']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What a mail's unsubscribe link stops; changes nothing */
    get: operations['readUnsubscribeLink']
    put?: never
    /** Turns off the kind of mail a mail's link names, without a session (RFC 8058 one-click) */
    post: operations['unsubscribe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The community's notification defaults, reminder delay and weekly summary time */
    get: operations['getNotificationPolicy']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Changes the community's notification defaults, reminder delay or weekly summary time */
    patch: operations['updateNotificationPolicy']
    trace?: never
  }
  '/api/admin/announcements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Announcements, newest first */
    get: operations['listAnnouncements']
    put?: never
    /** Announces to everyone, a competition or a team: on their home page and by mail and push */
    post: operations['createAnnouncement']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/announcements/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Deletes an announcement: off home pages, and unsent mails and pushes are not sent */
    delete: operations['deleteAnnouncement']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/achievements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Admin: the achievements admins defined, archived ones included, with how many members hold each */
    get: operations['listCustomAchievements']
    put?: never
    /** Admin: a new achievement by rule, awarded within a minute to members whose days earn it */
    post: operations['createCustomAchievement']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/achievements/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Admin: edit an achievement’s rule, names, icon or points; members are awarded again by the new rule, and lose it with the reason when it no longer finds it earned */
    patch: operations['updateCustomAchievement']
    trace?: never
  }
  '/api/admin/achievements/{id}/archive': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: archive an achievement: no one new earns it, and members who earned it keep it */
    post: operations['archiveCustomAchievement']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/achievements/{id}/unarchive': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Admin: bring an archived achievement back: members whose days earn it are awarded it again */
    post: operations['unarchiveCustomAchievement']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/achievements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The member’s achievements: earned ones with the day that earned them, their level, the next tiers */
    get: operations['getMyAchievements']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/{id}/achievements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Another member’s level and earned achievements, when they let the caller see them (403 when not) */
    get: operations['getMemberAchievements']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/achievements/{key}/card.png': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A picture to share of one achievement the member earned (404 for one not earned) */
    get: operations['getMyAchievementCard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/{id}/achievements/{key}/card.png': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A picture to share of another member’s achievement, when they let the caller see their achievements */
    get: operations['getMemberAchievementCard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/challenges': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every challenge with its submissions */
    get: operations['listChallengesAtRoot']
    put?: never
    /** Create a challenge (admins) */
    post: operations['createChallengeAtRoot']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/challenges/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One challenge with its submissions */
    get: operations['getChallengeAtRoot']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    Error: {
      error: string
      /** @description Key of the sentence in the contract catalogue apiMessages */
      key?: string
      /** @description Values of the placeholders of that sentence */
      params?: {
        [key: string]: string | number
      }
    }
    ScimError: {
      schemas: string[]
      /** @description The HTTP status, as a string */
      status: string
      detail?: string
      /** @description invalidFilter, uniqueness, invalidValue, invalidSyntax, mutability… */
      scimType?: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  getLiveness: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok'
            version: string
          }
        }
      }
    }
  }
  getReadiness: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok'
            version: string
          }
        }
      }
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable'
            version: string
          }
        }
      }
    }
  }
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok'
            version: string
          }
        }
      }
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable'
            version: string
          }
        }
      }
    }
  }
  getMyScoreHistory: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }[]
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  enterManualSteps: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          date: string
          steps: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getIndividualBoard: {
    parameters: {
      query?: {
        period?: 'all' | 'week' | 'month'
        limit?: number
        offset?: number
        /** @description `me`: instead of `offset`, the `limit` rows around the viewer's own, the viewer in the middle */
        around?: 'me'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            users: {
              rank: number
              user: {
                id: number
                username: string
                avatarUrl: string | null
              }
              steps: number
              bonus: number
              total: number
            }[]
            totals: {
              steps: number
              bonus: number
              overall: number
              /** @description steps / 100 × moneyPer100Steps: the steps only, not the bonus */
              moneyEquivalent: number
              moneyPer100Steps: number
              currency: string
            }
            total: number
            offset?: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMyStanding: {
    parameters: {
      query?: {
        period?: 'all' | 'week' | 'month'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            rank: number
            steps: number
            bonus: number
            total: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getTeamBoard: {
    parameters: {
      query?: {
        period?: 'all' | 'week' | 'month'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            teamId: number
            teamName: string
            teamTotal: number
            rank: number
            totalMembers: number
          }[]
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getScoreConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moneyPer100Steps: number
            /** @description ISO 4217 code of the currency the money equivalent is shown in */
            currency: string
            allowManualSteps: boolean
            communityUrl: string
            /** @description Where a day's steps come from, highest priority first */
            sourcePriority: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
            /** @description How many days back (today included) imports and pushes may reach */
            importDaysBack: number
            /** @description The lowest daily goal a member may set */
            goalMin: number
            /** @description The highest daily goal a member may set */
            goalMax: number
            /** @description The daily goal of members who set none */
            defaultGoal: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateScoreConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          moneyPer100Steps?: number
          currency?: string
          allowManualSteps?: boolean
          communityUrl?: string
          sourcePriority?: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
          importDaysBack?: number
          goalMin?: number
          goalMax?: number
          defaultGoal?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moneyPer100Steps: number
            /** @description ISO 4217 code of the currency the money equivalent is shown in */
            currency: string
            allowManualSteps: boolean
            communityUrl: string
            /** @description Where a day's steps come from, highest priority first */
            sourcePriority: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
            /** @description How many days back (today included) imports and pushes may reach */
            importDaysBack: number
            /** @description The lowest daily goal a member may set */
            goalMin: number
            /** @description The highest daily goal a member may set */
            goalMax: number
            /** @description The daily goal of members who set none */
            defaultGoal: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  ingestSteps: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          entries: {
            sensorUserId: string
            date: string
            steps: number
          }[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            accepted: number
            /** @description Sensor ids no member holds: their entries were skipped */
            unknownSensorIds: string[]
            /** @description Deactivated members' sensor ids, when there are any: their entries were skipped */
            deactivatedSensorIds?: string[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminSummary: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            users: number
            teams: number
            steps: number
            stepsToday: number
            bonus: number
            pendingCompletions: number
            /** @description Member days on record: what a change to the counting rules counts again */
            days: number
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminTodo: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Flagged days nobody has decided on (the review queue) */
            daysToReview: number
            /** @description Challenge proofs waiting for a judgment */
            proofsToJudge: number
            /** @description The challenges those proofs belong to, most waiting first (at most 5) */
            challengesToJudge: {
              id: number
              name: string
              pending: number
            }[]
            /** @description Members' open requests that an admin correct a day */
            dayRequests: number
            /** @description Active members none of whose phone apps has synced yet */
            neverSynced: number
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMemberDays: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }[]
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMembersReport: {
    parameters: {
      query?: {
        /** @description The language of the header line (en, es, he); without it, or in English, the column ids (member_id, …) */
        lang?: 'en' | 'es' | 'he'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description CSV, UTF-8 with a byte order mark */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getDaysReport: {
    parameters: {
      query: {
        from: string
        to: string
        /** @description The language of the header line (en, es, he); without it, or in English, the column ids (member_id, …) */
        lang?: 'en' | 'es' | 'he'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description CSV, UTF-8 with a byte order mark */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getTeamsReport: {
    parameters: {
      query?: {
        /** @description The language of the header line (en, es, he); without it, or in English, the column ids (member_id, …) */
        lang?: 'en' | 'es' | 'he'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description CSV, UTF-8 with a byte order mark */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  importStepsCsv: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'text/csv': string
        'text/plain': string
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file, at most 10 MB
           */
          file: Blob
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            imported: number
            rejected: {
              error: string
              /** @description Key of the sentence in the contract catalogue apiMessages */
              key?: string
              /** @description Values of the placeholders of that sentence */
              params?: {
                [key: string]: string | number
              }
              line: number
              /** @description The value at fault, quoted after the sentence */
              value?: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMembers: {
    parameters: {
      query?: {
        search?: string
        status?: 'active' | 'deactivated' | 'all'
        /** @description `connected`: a phone app has synced with one of the member's push tokens; `none`: none has */
        connection?: 'all' | 'connected' | 'none'
        offset?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            members: {
              id: number
              username: string
              email: string
              avatarUrl: string | null
              isAdmin: boolean
              deactivatedAt: string | null
              teamName: string | null
              /** @description All-time counted steps */
              steps: number
              /** @description Flagged days waiting for review */
              pendingReviews: number
              createdAt: string
              /** @description The member's push tokens, latest sync first */
              connections: {
                /** @enum {string|null} */
                client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
                device: string | null
                /** @description Null while the app has not synced yet */
                lastSyncAt: string | null
              }[]
              /** @description When steps last came in by themselves or by file: the latest sync or applied import; null for never */
              lastDataAt: string | null
            }[]
            total: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMember: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            isAdmin: boolean
            deactivatedAt: string | null
            teamName: string | null
            /** @description All-time counted steps */
            steps: number
            /** @description Flagged days waiting for review */
            pendingReviews: number
            createdAt: string
            /** @description The member's push tokens, latest sync first */
            connections: {
              /** @enum {string|null} */
              client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
              device: string | null
              /** @description Null while the app has not synced yet */
              lastSyncAt: string | null
            }[]
            /** @description When steps last came in by themselves or by file: the latest sync or applied import; null for never */
            lastDataAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deactivateMember: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            isAdmin: boolean
            deactivatedAt: string | null
            teamName: string | null
            /** @description All-time counted steps */
            steps: number
            /** @description Flagged days waiting for review */
            pendingReviews: number
            createdAt: string
            /** @description The member's push tokens, latest sync first */
            connections: {
              /** @enum {string|null} */
              client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
              device: string | null
              /** @description Null while the app has not synced yet */
              lastSyncAt: string | null
            }[]
            /** @description When steps last came in by themselves or by file: the latest sync or applied import; null for never */
            lastDataAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  reactivateMember: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            isAdmin: boolean
            deactivatedAt: string | null
            teamName: string | null
            /** @description All-time counted steps */
            steps: number
            /** @description Flagged days waiting for review */
            pendingReviews: number
            createdAt: string
            /** @description The member's push tokens, latest sync first */
            connections: {
              /** @enum {string|null} */
              client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
              device: string | null
              /** @description Null while the app has not synced yet */
              lastSyncAt: string | null
            }[]
            /** @description When steps last came in by themselves or by file: the latest sync or applied import; null for never */
            lastDataAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setMemberRole: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          admin: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            isAdmin: boolean
            deactivatedAt: string | null
            teamName: string | null
            /** @description All-time counted steps */
            steps: number
            /** @description Flagged days waiting for review */
            pendingReviews: number
            createdAt: string
            /** @description The member's push tokens, latest sync first */
            connections: {
              /** @enum {string|null} */
              client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
              device: string | null
              /** @description Null while the app has not synced yet */
              lastSyncAt: string | null
            }[]
            /** @description When steps last came in by themselves or by file: the latest sync or applied import; null for never */
            lastDataAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  sendMemberPasswordReset: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getFairPlayConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            stepCaps: {
              wearable: number | null
              push: number | null
              import: number | null
              admin: number | null
              manual: number | null
              activity: number | null
              any: number | null
            }
            /** @description true: a flagged day counts nothing until reviewed; false: it counts meanwhile */
            holdFlaggedDays: boolean
            /** @description A day is an outlier above this multiple of the member's 28-day median… */
            outlierMultiple: number
            /** @description …and at or above this many steps */
            outlierFloor: number
            activityEnabled: boolean
            activityRates: {
              cycling: {
                light: number
                moderate: number
                vigorous: number
              }
              swimming: {
                light: number
                moderate: number
                vigorous: number
              }
              wheelchair: {
                light: number
                moderate: number
                vigorous: number
              }
              yoga: {
                light: number
                moderate: number
                vigorous: number
              }
              rowing: {
                light: number
                moderate: number
                vigorous: number
              }
              dancing: {
                light: number
                moderate: number
                vigorous: number
              }
              strength: {
                light: number
                moderate: number
                vigorous: number
              }
            }
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateFairPlayConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          stepCaps?: {
            wearable: number | null
            push: number | null
            import: number | null
            admin: number | null
            manual: number | null
            activity: number | null
            any: number | null
          }
          holdFlaggedDays?: boolean
          outlierMultiple?: number
          outlierFloor?: number
          activityEnabled?: boolean
          activityRates?: {
            cycling: {
              light: number
              moderate: number
              vigorous: number
            }
            swimming: {
              light: number
              moderate: number
              vigorous: number
            }
            wheelchair: {
              light: number
              moderate: number
              vigorous: number
            }
            yoga: {
              light: number
              moderate: number
              vigorous: number
            }
            rowing: {
              light: number
              moderate: number
              vigorous: number
            }
            dancing: {
              light: number
              moderate: number
              vigorous: number
            }
            strength: {
              light: number
              moderate: number
              vigorous: number
            }
          }
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            stepCaps: {
              wearable: number | null
              push: number | null
              import: number | null
              admin: number | null
              manual: number | null
              activity: number | null
              any: number | null
            }
            /** @description true: a flagged day counts nothing until reviewed; false: it counts meanwhile */
            holdFlaggedDays: boolean
            /** @description A day is an outlier above this multiple of the member's 28-day median… */
            outlierMultiple: number
            /** @description …and at or above this many steps */
            outlierFloor: number
            activityEnabled: boolean
            activityRates: {
              cycling: {
                light: number
                moderate: number
                vigorous: number
              }
              swimming: {
                light: number
                moderate: number
                vigorous: number
              }
              wheelchair: {
                light: number
                moderate: number
                vigorous: number
              }
              yoga: {
                light: number
                moderate: number
                vigorous: number
              }
              rowing: {
                light: number
                moderate: number
                vigorous: number
              }
              dancing: {
                light: number
                moderate: number
                vigorous: number
              }
              strength: {
                light: number
                moderate: number
                vigorous: number
              }
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getReviewQueue: {
    parameters: {
      query?: {
        /** @description Only this member's days */
        userId?: number
        offset?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Flagged days waiting for review, oldest first */
            days: {
              userId: number
              username: string
              avatarUrl: string | null
              date: string
              /** @description What the day counts now: 0 while held for review */
              steps: number
              /** @description Whether the day counts nothing until it is reviewed */
              held: boolean
              flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
              sources: {
                /** @enum {string} */
                source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
                steps: number
              }[]
              /** @description What the day will count once approved: its sources within the caps, as the day rule counts them */
              approvedSteps: number
              /** @description The member's counted days in the 28 days before, oldest first */
              recent: {
                date: string
                steps: number
              }[]
            }[]
            total: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  reviewDay: {
    parameters: {
      query?: never
      header?: never
      path: {
        userId: number
        date: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'approve' | 'void'
          reason?: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  reviewDays: {
    parameters: {
      query?: never
      header?: never
      path: {
        userId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'approve' | 'void'
          reason?: string
          dates: string[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Days that were waiting and are now decided; days decided before are left */
            reviewed: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  correctMemberDay: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        date: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          steps: number | null
          reason: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  undoDayDecision: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        date: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The decision to take back
           * @enum {string}
           */
          decision: 'approve' | 'void' | 'correct'
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            date: string
            steps: number
            bonus: number
            total: number
            /**
             * @description The source whose count counts; null for a day with bonus only
             * @enum {string|null}
             */
            source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction' | null
            /** @description Every source the day has, highest priority first */
            sources: {
              /** @enum {string} */
              source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
              steps: number
            }[]
            /**
             * @description The format of the import behind the `import` source
             * @enum {string|null}
             */
            importFormat:
              'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export' | null
            /** @description Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number */
            flags: ('cap' | 'outlier' | 'repeated' | 'round')[]
            /**
             * @description Where the flagged day stands; null when it was never flagged
             * @enum {string|null}
             */
            review: 'pending' | 'approved' | 'voided' | null
            /** @description Whether the day counts nothing until an admin reviews it */
            held: boolean
            /** @description The admin's reason for voiding or correcting the day */
            note: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMyDayRequests: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            date: string
            steps: number | null
            note: string
            createdAt: string
            /**
             * @description null while open; corrected when an admin corrected the day, dismissed when they left it
             * @enum {string|null}
             */
            resolution: 'corrected' | 'dismissed' | null
            resolvedAt: string | null
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createDayRequest: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          date: string
          /** @description The count the member says the day should have, if they know it */
          steps?: number | null
          note: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            date: string
            steps: number | null
            note: string
            createdAt: string
            /**
             * @description null while open; corrected when an admin corrected the day, dismissed when they left it
             * @enum {string|null}
             */
            resolution: 'corrected' | 'dismissed' | null
            resolvedAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  withdrawDayRequest: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listOpenDayRequests: {
    parameters: {
      query?: {
        offset?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Open requests, oldest first */
            requests: {
              id: number
              date: string
              steps: number | null
              note: string
              createdAt: string
              /**
               * @description null while open; corrected when an admin corrected the day, dismissed when they left it
               * @enum {string|null}
               */
              resolution: 'corrected' | 'dismissed' | null
              resolvedAt: string | null
              userId: number
              username: string
              avatarUrl: string | null
              /** @description What the day counts now */
              counted: number
              /** @description The day's sources, in the order they rank */
              sources: {
                /** @enum {string} */
                source: 'wearable' | 'push' | 'import' | 'admin' | 'manual' | 'earlier' | 'activity' | 'correction'
                steps: number
              }[]
            }[]
            total: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  dismissDayRequest: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            date: string
            steps: number | null
            note: string
            createdAt: string
            /**
             * @description null while open; corrected when an admin corrected the day, dismissed when they left it
             * @enum {string|null}
             */
            resolution: 'corrected' | 'dismissed' | null
            resolvedAt: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listActivities: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            date: string
            /** @enum {string} */
            activity: 'cycling' | 'swimming' | 'wheelchair' | 'yoga' | 'rowing' | 'dancing' | 'strength'
            /** @enum {string} */
            intensity: 'light' | 'moderate' | 'vigorous'
            minutes: number
            /** @description The steps the entry counts as, by the rates when it was recorded */
            steps: number
            createdAt: string
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  recordActivity: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          date: string
          /** @enum {string} */
          activity: 'cycling' | 'swimming' | 'wheelchair' | 'yoga' | 'rowing' | 'dancing' | 'strength'
          /** @enum {string} */
          intensity: 'light' | 'moderate' | 'vigorous'
          minutes: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            date: string
            /** @enum {string} */
            activity: 'cycling' | 'swimming' | 'wheelchair' | 'yoga' | 'rowing' | 'dancing' | 'strength'
            /** @enum {string} */
            intensity: 'light' | 'moderate' | 'vigorous'
            minutes: number
            /** @description The steps the entry counts as, by the rates when it was recorded */
            steps: number
            createdAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteActivity: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCommunitySettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moneyPer100Steps: number
            /** @description ISO 4217 code of the currency the money equivalent is shown in */
            currency: string
            allowManualSteps: boolean
            communityUrl: string
            /** @description Where a day's steps come from, highest priority first */
            sourcePriority: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
            /** @description How many days back (today included) imports and pushes may reach */
            importDaysBack: number
            /** @description The lowest daily goal a member may set */
            goalMin: number
            /** @description The highest daily goal a member may set */
            goalMax: number
            /** @description The daily goal of members who set none */
            defaultGoal: number
            stepCaps: {
              wearable: number | null
              push: number | null
              import: number | null
              admin: number | null
              manual: number | null
              activity: number | null
              any: number | null
            }
            /** @description true: a flagged day counts nothing until reviewed; false: it counts meanwhile */
            holdFlaggedDays: boolean
            /** @description A day is an outlier above this multiple of the member's 28-day median… */
            outlierMultiple: number
            /** @description …and at or above this many steps */
            outlierFloor: number
            activityEnabled: boolean
            activityRates: {
              cycling: {
                light: number
                moderate: number
                vigorous: number
              }
              swimming: {
                light: number
                moderate: number
                vigorous: number
              }
              wheelchair: {
                light: number
                moderate: number
                vigorous: number
              }
              yoga: {
                light: number
                moderate: number
                vigorous: number
              }
              rowing: {
                light: number
                moderate: number
                vigorous: number
              }
              dancing: {
                light: number
                moderate: number
                vigorous: number
              }
              strength: {
                light: number
                moderate: number
                vigorous: number
              }
            }
            memberContestsEnabled: boolean
            maxMemberContests: number
            /** @enum {string} */
            joinPolicy: 'open' | 'domains' | 'invite' | 'sso'
            joinDomains: string[]
            maxTeamMembers: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateCommunitySettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          moneyPer100Steps?: number
          currency?: string
          allowManualSteps?: boolean
          communityUrl?: string
          sourcePriority?: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
          importDaysBack?: number
          goalMin?: number
          goalMax?: number
          defaultGoal?: number
          stepCaps?: {
            wearable: number | null
            push: number | null
            import: number | null
            admin: number | null
            manual: number | null
            activity: number | null
            any: number | null
          }
          holdFlaggedDays?: boolean
          outlierMultiple?: number
          outlierFloor?: number
          activityEnabled?: boolean
          activityRates?: {
            cycling: {
              light: number
              moderate: number
              vigorous: number
            }
            swimming: {
              light: number
              moderate: number
              vigorous: number
            }
            wheelchair: {
              light: number
              moderate: number
              vigorous: number
            }
            yoga: {
              light: number
              moderate: number
              vigorous: number
            }
            rowing: {
              light: number
              moderate: number
              vigorous: number
            }
            dancing: {
              light: number
              moderate: number
              vigorous: number
            }
            strength: {
              light: number
              moderate: number
              vigorous: number
            }
          }
          memberContestsEnabled?: boolean
          maxMemberContests?: number
          /** @enum {string} */
          joinPolicy?: 'open' | 'domains' | 'invite' | 'sso'
          joinDomains?: string[]
          maxTeamMembers?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            moneyPer100Steps: number
            /** @description ISO 4217 code of the currency the money equivalent is shown in */
            currency: string
            allowManualSteps: boolean
            communityUrl: string
            /** @description Where a day's steps come from, highest priority first */
            sourcePriority: ('wearable' | 'push' | 'import' | 'admin' | 'manual')[]
            /** @description How many days back (today included) imports and pushes may reach */
            importDaysBack: number
            /** @description The lowest daily goal a member may set */
            goalMin: number
            /** @description The highest daily goal a member may set */
            goalMax: number
            /** @description The daily goal of members who set none */
            defaultGoal: number
            stepCaps: {
              wearable: number | null
              push: number | null
              import: number | null
              admin: number | null
              manual: number | null
              activity: number | null
              any: number | null
            }
            /** @description true: a flagged day counts nothing until reviewed; false: it counts meanwhile */
            holdFlaggedDays: boolean
            /** @description A day is an outlier above this multiple of the member's 28-day median… */
            outlierMultiple: number
            /** @description …and at or above this many steps */
            outlierFloor: number
            activityEnabled: boolean
            activityRates: {
              cycling: {
                light: number
                moderate: number
                vigorous: number
              }
              swimming: {
                light: number
                moderate: number
                vigorous: number
              }
              wheelchair: {
                light: number
                moderate: number
                vigorous: number
              }
              yoga: {
                light: number
                moderate: number
                vigorous: number
              }
              rowing: {
                light: number
                moderate: number
                vigorous: number
              }
              dancing: {
                light: number
                moderate: number
                vigorous: number
              }
              strength: {
                light: number
                moderate: number
                vigorous: number
              }
            }
            memberContestsEnabled: boolean
            maxMemberContests: number
            /** @enum {string} */
            joinPolicy: 'open' | 'domains' | 'invite' | 'sso'
            joinDomains: string[]
            maxTeamMembers: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listChallenges: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createChallenge: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          startDate: string
          endDate: string
          points: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getChallenge: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteChallenge: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateChallenge: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name?: string
          startDate?: string
          endDate?: string
          points?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  submitChallengeProof: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A JPEG, PNG, WebP or GIF image of at most 10 MB and 40 megapixels in all frames
           */
          file: Blob
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            challengeId: number
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected'
            imageUrl: string
            user: {
              id: number
              username: string
            }
            createdAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body, or the file in it, is larger than this call takes */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The file is not of a kind this call reads */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server has no room to store the file; see Retry-After */
      507: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  judgeCompletion: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        completionId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          status: string
          reason?: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            challengeId: number
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected'
            imageUrl: string
            user: {
              id: number
              username: string
            }
            createdAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  register: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          username: string
          email: string
          password: string
          adminToken?: string | null
          invitation?: string | null
          /** @enum {string} */
          language?: 'en' | 'es' | 'he'
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user: {
              id: number
              username: string
              email: string
              avatarUrl: string | null
              phoneNumber: string | null
              sensorUserId: string | null
              isAdmin: boolean
              teamId: number | null
              /** @description The member's own time zone; null for the community's. Days of pushed instants are dated in it */
              timeZone: string | null
              /**
               * @description Who sees their achievements besides themself: every signed-in member, their friends, or nobody
               * @enum {string}
               */
              achievementsVisibility: 'everyone' | 'friends' | 'nobody'
              /** @description Whether the member proved the address, by a mailed link or an invitation */
              emailVerified: boolean
              /** @description Whether the account waits for its email to be proven before it may be used (a sign-up by domain) */
              mustVerifyEmail: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  login: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            user: {
              id: number
              username: string
              email: string
              avatarUrl: string | null
              phoneNumber: string | null
              sensorUserId: string | null
              isAdmin: boolean
              teamId: number | null
              /** @description The member's own time zone; null for the community's. Days of pushed instants are dated in it */
              timeZone: string | null
              /**
               * @description Who sees their achievements besides themself: every signed-in member, their friends, or nobody
               * @enum {string}
               */
              achievementsVisibility: 'everyone' | 'friends' | 'nobody'
              /** @description Whether the member proved the address, by a mailed link or an invitation */
              emailVerified: boolean
              /** @description Whether the account waits for its email to be proven before it may be used (a sign-up by domain) */
              mustVerifyEmail: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  logout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  requestPasswordReset: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          password: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getJoinRules: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'open' | 'domains' | 'invite' | 'sso'
            domains: string[]
            signInProviders: {
              /** @enum {string} */
              protocol: 'oidc' | 'saml'
              label: string
            }[]
          }
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  previewInvitation: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            email: string | null
            /** Format: date-time */
            expiresAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  confirmEmail: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  sendEmailConfirmation: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            message: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listInvitations: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            invitations: {
              id: number
              email: string | null
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'expired' | 'revoked'
              /** Format: date-time */
              createdAt: string
              /** Format: date-time */
              expiresAt: string
              invitedBy: string | null
              uses: number
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  inviteByEmail: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          emails: string[]
          /** @default 7 */
          days?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            invitations: {
              id: number
              email: string | null
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'expired' | 'revoked'
              /** Format: date-time */
              createdAt: string
              /** Format: date-time */
              expiresAt: string
              invitedBy: string | null
              uses: number
            }[]
            alreadyMembers: string[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createInviteLink: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @default 7 */
          days?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            invitation: {
              id: number
              email: string | null
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'expired' | 'revoked'
              /** Format: date-time */
              createdAt: string
              /** Format: date-time */
              expiresAt: string
              invitedBy: string | null
              uses: number
            }
            url: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  revokeInvitation: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  startSamlSignIn: {
    parameters: {
      query?: {
        returnTo?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  receiveSamlResponse: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          SAMLResponse: string
          RelayState?: string
        }
      }
    }
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description On to finish signing in, in this browser */
      303: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  finishSamlSignIn: {
    parameters: {
      query?: {
        state?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getSamlMetadata: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description SAML 2.0 metadata (an EntityDescriptor) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/samlmetadata+xml': string
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getSamlSetup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            settings: {
              idpEntityId: string
              idpSsoUrl: string
              certificates: {
                subject: string
                /** Format: date-time */
                notAfter: string
                fingerprint: string
              }[]
              metadataUrl: string | null
              label: string
              trustEmail: boolean
              emailAttribute: string | null
              groupsAttribute: string
              adminGroups: string[]
              teamGroups: {
                group: string
                teamId: number
              }[]
              enabled: boolean
              lastTest: {
                /** Format: date-time */
                at: string
                subject: string
                email: string | null
                emailVerified: boolean
                name: string | null
                groups: string[]
              } | null
            } | null
            serviceProvider: {
              entityId: string
              acsUrl: string
              metadataUrl: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  saveSamlSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          metadataUrl?: string
          metadataXml?: string
          label: string
          /** @default true */
          trustEmail?: boolean
          /** @default null */
          emailAttribute?: string | null
          /** @default groups */
          groupsAttribute?: string
          /** @default [] */
          adminGroups?: string[]
          /** @default [] */
          teamGroups?: {
            group: string
            teamId: number
          }[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            idpEntityId: string
            idpSsoUrl: string
            certificates: {
              subject: string
              /** Format: date-time */
              notAfter: string
              fingerprint: string
            }[]
            metadataUrl: string | null
            label: string
            trustEmail: boolean
            emailAttribute: string | null
            groupsAttribute: string
            adminGroups: string[]
            teamGroups: {
              group: string
              teamId: number
            }[]
            enabled: boolean
            lastTest: {
              /** Format: date-time */
              at: string
              subject: string
              email: string | null
              emailVerified: boolean
              name: string | null
              groups: string[]
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteSamlSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setSamlEnabled: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            idpEntityId: string
            idpSsoUrl: string
            certificates: {
              subject: string
              /** Format: date-time */
              notAfter: string
              fingerprint: string
            }[]
            metadataUrl: string | null
            label: string
            trustEmail: boolean
            emailAttribute: string | null
            groupsAttribute: string
            adminGroups: string[]
            teamGroups: {
              group: string
              teamId: number
            }[]
            enabled: boolean
            lastTest: {
              /** Format: date-time */
              at: string
              subject: string
              email: string | null
              emailVerified: boolean
              name: string | null
              groups: string[]
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  testSamlSignIn: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  startOidcSignIn: {
    parameters: {
      query?: {
        returnTo?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  finishOidcSignIn: {
    parameters: {
      query?: {
        state?: string
        code?: string
        error?: string
        error_description?: string
        iss?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getProviderLogout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            url: string | null
            label: string | null
          }
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getOidcSetup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            settings: {
              issuer: string
              clientId: string
              hasClientSecret: boolean
              scopes: string
              label: string
              trustEmail: boolean
              groupsClaim: string
              adminGroups: string[]
              teamGroups: {
                group: string
                teamId: number
              }[]
              enabled: boolean
              lastTest: {
                /** Format: date-time */
                at: string
                subject: string
                email: string | null
                emailVerified: boolean
                name: string | null
                groups: string[]
              } | null
            } | null
            redirectUrl: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  saveOidcSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          issuer: string
          clientId: string
          clientSecret?: string
          /** @default openid email profile */
          scopes?: string
          label: string
          /** @default false */
          trustEmail?: boolean
          /** @default groups */
          groupsClaim?: string
          /** @default [] */
          adminGroups?: string[]
          /** @default [] */
          teamGroups?: {
            group: string
            teamId: number
          }[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            issuer: string
            clientId: string
            hasClientSecret: boolean
            scopes: string
            label: string
            trustEmail: boolean
            groupsClaim: string
            adminGroups: string[]
            teamGroups: {
              group: string
              teamId: number
            }[]
            enabled: boolean
            lastTest: {
              /** Format: date-time */
              at: string
              subject: string
              email: string | null
              emailVerified: boolean
              name: string | null
              groups: string[]
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteOidcSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setOidcEnabled: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            issuer: string
            clientId: string
            hasClientSecret: boolean
            scopes: string
            label: string
            trustEmail: boolean
            groupsClaim: string
            adminGroups: string[]
            teamGroups: {
              group: string
              teamId: number
            }[]
            enabled: boolean
            lastTest: {
              /** Format: date-time */
              at: string
              subject: string
              email: string | null
              emailVerified: boolean
              name: string | null
              groups: string[]
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  testOidcSignIn: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider, or back to a page of the app */
      302: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getScimSetup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The SCIM base URL to give the directory: the app's address and /api/scim/v2 */
            baseUrl: string
            /** @description The token in use, never its value; null when there is none */
            token: {
              createdAt: string
              lastUsedAt: string | null
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createScimToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The bearer token, shown this once: StepUp keeps only its hash */
            token: string
            baseUrl: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  revokeScimToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getScimServiceProviderConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
          } & {
            [key: string]: unknown
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  getScimResourceTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
          } & {
            [key: string]: unknown
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  getScimSchemas: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
          } & {
            [key: string]: unknown
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  listScimUsers: {
    parameters: {
      query?: {
        /** @description userName, externalId, emails.value or id, with eq */
        filter?: string
        /** @description 1-based */
        startIndex?: number
        /** @description At most 200; 100 unless told */
        count?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            totalResults: number
            startIndex: number
            itemsPerPage: number
            Resources: {
              schemas: string[]
              /** @description The member's id */
              id: string
              /** @description The directory's own id for the user */
              externalId: string | null
              /** @description The member's email */
              userName: string
              name: {
                formatted: string
                givenName: string
                familyName: string
              }
              /** @description The member's name in StepUp */
              displayName: string
              emails: {
                value: string
                primary: boolean
                type: string
              }[]
              /** @description False while the member is deactivated */
              active: boolean
              /** @description The directory's group of the member's team, if it has one */
              groups: ({
                value: string
                display: string
              } & {
                [key: string]: unknown
              })[]
              meta: {
                resourceType: string
                created: string
                lastModified: string
                location: string
              }
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  createScimUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          userName?: string
          externalId?: string | null
          displayName?: string | null
          name?:
            | ({
                formatted?: string | null
                givenName?: string | null
                familyName?: string | null
              } & {
                [key: string]: unknown
              })
            | null
          emails?:
            | ({
                value: string
                type?: string | null
                primary?: (boolean | ('True' | 'False' | 'true' | 'false')) | null
              } & {
                [key: string]: unknown
              })[]
            | null
          active?: (boolean | ('True' | 'False' | 'true' | 'false')) | null
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The member's id */
            id: string
            /** @description The directory's own id for the user */
            externalId: string | null
            /** @description The member's email */
            userName: string
            name: {
              formatted: string
              givenName: string
              familyName: string
            }
            /** @description The member's name in StepUp */
            displayName: string
            emails: {
              value: string
              primary: boolean
              type: string
            }[]
            /** @description False while the member is deactivated */
            active: boolean
            /** @description The directory's group of the member's team, if it has one */
            groups: ({
              value: string
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  getScimUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The member's id */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The member's id */
            id: string
            /** @description The directory's own id for the user */
            externalId: string | null
            /** @description The member's email */
            userName: string
            name: {
              formatted: string
              givenName: string
              familyName: string
            }
            /** @description The member's name in StepUp */
            displayName: string
            emails: {
              value: string
              primary: boolean
              type: string
            }[]
            /** @description False while the member is deactivated */
            active: boolean
            /** @description The directory's group of the member's team, if it has one */
            groups: ({
              value: string
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  replaceScimUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The member's id */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          userName?: string
          externalId?: string | null
          displayName?: string | null
          name?:
            | ({
                formatted?: string | null
                givenName?: string | null
                familyName?: string | null
              } & {
                [key: string]: unknown
              })
            | null
          emails?:
            | ({
                value: string
                type?: string | null
                primary?: (boolean | ('True' | 'False' | 'true' | 'false')) | null
              } & {
                [key: string]: unknown
              })[]
            | null
          active?: (boolean | ('True' | 'False' | 'true' | 'false')) | null
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The member's id */
            id: string
            /** @description The directory's own id for the user */
            externalId: string | null
            /** @description The member's email */
            userName: string
            name: {
              formatted: string
              givenName: string
              familyName: string
            }
            /** @description The member's name in StepUp */
            displayName: string
            emails: {
              value: string
              primary: boolean
              type: string
            }[]
            /** @description False while the member is deactivated */
            active: boolean
            /** @description The directory's group of the member's team, if it has one */
            groups: ({
              value: string
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  deleteScimUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The member's id */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  patchScimUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The member's id */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          Operations: ({
            op: string
            path?: string
            value?: unknown
          } & {
            [key: string]: unknown
          })[]
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The member's id */
            id: string
            /** @description The directory's own id for the user */
            externalId: string | null
            /** @description The member's email */
            userName: string
            name: {
              formatted: string
              givenName: string
              familyName: string
            }
            /** @description The member's name in StepUp */
            displayName: string
            emails: {
              value: string
              primary: boolean
              type: string
            }[]
            /** @description False while the member is deactivated */
            active: boolean
            /** @description The directory's group of the member's team, if it has one */
            groups: ({
              value: string
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  listScimGroups: {
    parameters: {
      query?: {
        /** @description displayName, externalId or id, with eq */
        filter?: string
        /** @description 1-based */
        startIndex?: number
        /** @description At most 200; 100 unless told */
        count?: number
        /** @description Attribute names, comma-separated (RFC 7644 §3.9) */
        attributes?: string
        /** @description Attribute names, comma-separated (RFC 7644 §3.9) */
        excludedAttributes?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            totalResults: number
            startIndex: number
            itemsPerPage: number
            Resources: {
              schemas: string[]
              /** @description The group's id, StepUp's own */
              id: string
              /** @description The directory's own id for the group */
              externalId?: string | null
              /** @description The team's name */
              displayName?: string
              /** @description The team's members; none while the group has no team */
              members?: ({
                /** @description The member's SCIM user id */
                value: string
                /** @description The member's name */
                display: string
              } & {
                [key: string]: unknown
              })[]
              meta?: {
                resourceType: string
                created: string
                lastModified: string
                location: string
              }
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  createScimGroup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          id?: string
          externalId?: string | null
          displayName: string
          members?:
            | ({
                value: string
                display?: string | null
                type?: string | null
              } & {
                [key: string]: unknown
              })[]
            | null
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The group's id, StepUp's own */
            id: string
            /** @description The directory's own id for the group */
            externalId?: string | null
            /** @description The team's name */
            displayName?: string
            /** @description The team's members; none while the group has no team */
            members?: ({
              /** @description The member's SCIM user id */
              value: string
              /** @description The member's name */
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta?: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  getScimGroup: {
    parameters: {
      query?: {
        /** @description Attribute names, comma-separated (RFC 7644 §3.9) */
        attributes?: string
        /** @description Attribute names, comma-separated (RFC 7644 §3.9) */
        excludedAttributes?: string
      }
      header?: never
      path: {
        /** @description The group's id */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The group's id, StepUp's own */
            id: string
            /** @description The directory's own id for the group */
            externalId?: string | null
            /** @description The team's name */
            displayName?: string
            /** @description The team's members; none while the group has no team */
            members?: ({
              /** @description The member's SCIM user id */
              value: string
              /** @description The member's name */
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta?: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  replaceScimGroup: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The group's id */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          id?: string
          externalId?: string | null
          displayName: string
          members?:
            | ({
                value: string
                display?: string | null
                type?: string | null
              } & {
                [key: string]: unknown
              })[]
            | null
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The group's id, StepUp's own */
            id: string
            /** @description The directory's own id for the group */
            externalId?: string | null
            /** @description The team's name */
            displayName?: string
            /** @description The team's members; none while the group has no team */
            members?: ({
              /** @description The member's SCIM user id */
              value: string
              /** @description The member's name */
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta?: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  deleteScimGroup: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The group's id */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  patchScimGroup: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The group's id */
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          schemas?: string[]
          Operations: ({
            op: string
            path?: string
            value?: unknown
          } & {
            [key: string]: unknown
          })[]
        } & {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': {
            schemas: string[]
            /** @description The group's id, StepUp's own */
            id: string
            /** @description The directory's own id for the group */
            externalId?: string | null
            /** @description The team's name */
            displayName?: string
            /** @description The team's members; none while the group has no team */
            members?: ({
              /** @description The member's SCIM user id */
              value: string
              /** @description The member's name */
              display: string
            } & {
              [key: string]: unknown
            })[]
            meta?: {
              resourceType: string
              created: string
              lastModified: string
              location: string
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/scim+json': components['schemas']['ScimError']
        }
      }
    }
  }
  getMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            phoneNumber: string | null
            sensorUserId: string | null
            isAdmin: boolean
            teamId: number | null
            /** @description The member's own time zone; null for the community's. Days of pushed instants are dated in it */
            timeZone: string | null
            /**
             * @description Who sees their achievements besides themself: every signed-in member, their friends, or nobody
             * @enum {string}
             */
            achievementsVisibility: 'everyone' | 'friends' | 'nobody'
            /** @description Whether the member proved the address, by a mailed link or an invitation */
            emailVerified: boolean
            /** @description Whether the account waits for its email to be proven before it may be used (a sign-up by domain) */
            mustVerifyEmail: boolean
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          username?: string
          email?: string
          avatarUrl?: string | null
          phoneNumber?: string | null
          sensorUserId?: string | null
          /** @enum {string} */
          language?: 'en' | 'es' | 'he'
          timeZone?: string | null
          /** @enum {string} */
          achievementsVisibility?: 'everyone' | 'friends' | 'nobody'
          currentPassword?: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            phoneNumber: string | null
            sensorUserId: string | null
            isAdmin: boolean
            teamId: number | null
            /** @description The member's own time zone; null for the community's. Days of pushed instants are dated in it */
            timeZone: string | null
            /**
             * @description Who sees their achievements besides themself: every signed-in member, their friends, or nobody
             * @enum {string}
             */
            achievementsVisibility: 'everyone' | 'friends' | 'nobody'
            /** @description Whether the member proved the address, by a mailed link or an invitation */
            emailVerified: boolean
            /** @description Whether the account waits for its email to be proven before it may be used (a sign-up by domain) */
            mustVerifyEmail: boolean
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getFirstRun: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The steps finished or skipped, or already true of the member (they have steps, a team, a competition), in card order */
            done: ('steps' | 'team' | 'competition')[]
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setFirstRunStep: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          step: 'steps' | 'team' | 'competition'
          done: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The steps finished or skipped, or already true of the member (they have steps, a team, a competition), in card order */
            done: ('steps' | 'team' | 'competition')[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listFriends: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            email: string
            avatarUrl: string | null
            phoneNumber: string | null
            sensorUserId: string | null
            isAdmin: boolean
            teamId: number | null
            /** @description The member's own time zone; null for the community's. Days of pushed instants are dated in it */
            timeZone: string | null
            /**
             * @description Who sees their achievements besides themself: every signed-in member, their friends, or nobody
             * @enum {string}
             */
            achievementsVisibility: 'everyone' | 'friends' | 'nobody'
            /** @description Whether the member proved the address, by a mailed link or an invitation */
            emailVerified: boolean
            /** @description Whether the account waits for its email to be proven before it may be used (a sign-up by domain) */
            mustVerifyEmail: boolean
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listFriendRequests: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            direction: 'sent' | 'received'
            /** @enum {string} */
            status: 'PENDING' | 'ACCEPTED' | 'REJECTED'
            user: {
              id: number
              username: string
              avatarUrl: string | null
            }
            createdAt: string
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  sendFriendRequest: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            direction: 'sent' | 'received'
            /** @enum {string} */
            status: 'PENDING' | 'ACCEPTED' | 'REJECTED'
            user: {
              id: number
              username: string
              avatarUrl: string | null
            }
            createdAt: string
          }
        }
      }
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            direction: 'sent' | 'received'
            /** @enum {string} */
            status: 'PENDING' | 'ACCEPTED' | 'REJECTED'
            user: {
              id: number
              username: string
              avatarUrl: string | null
            }
            createdAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  answerFriendRequest: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          status: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            direction: 'sent' | 'received'
            /** @enum {string} */
            status: 'PENDING' | 'ACCEPTED' | 'REJECTED'
            user: {
              id: number
              username: string
              avatarUrl: string | null
            }
            createdAt: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  unfriend: {
    parameters: {
      query?: never
      header?: never
      path: {
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getTeamConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            maxTeamMembers: number
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setTeamConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          maxTeamMembers: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            maxTeamMembers: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMyTeam: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMyTeamInvites: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            status: 'pending' | 'accepted' | 'rejected' | 'lapsed'
            createdAt: string
            team: {
              id: number
              name: string
              members: {
                id: number
                username: string
                avatarUrl: string | null
              }[]
            }
            sender: {
              id: number
              username: string
            }
            invitee: {
              id: number
              username: string
              avatarUrl: string | null
            }
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createTeam: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  inviteToTeam: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            status: 'pending' | 'accepted' | 'rejected' | 'lapsed'
            createdAt: string
            team: {
              id: number
              name: string
              members: {
                id: number
                username: string
                avatarUrl: string | null
              }[]
            }
            sender: {
              id: number
              username: string
            }
            invitee: {
              id: number
              username: string
              avatarUrl: string | null
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  acceptTeamInvite: {
    parameters: {
      query?: never
      header?: never
      path: {
        inviteId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  rejectTeamInvite: {
    parameters: {
      query?: never
      header?: never
      path: {
        inviteId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getTeam: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteTeam: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listTeamInvites: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            sent: {
              id: number
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'rejected' | 'lapsed'
              createdAt: string
              team: {
                id: number
                name: string
                members: {
                  id: number
                  username: string
                  avatarUrl: string | null
                }[]
              }
              sender: {
                id: number
                username: string
              }
              invitee: {
                id: number
                username: string
                avatarUrl: string | null
              }
            }[]
            received: {
              id: number
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'rejected' | 'lapsed'
              createdAt: string
              team: {
                id: number
                name: string
                members: {
                  id: number
                  username: string
                  avatarUrl: string | null
                }[]
              }
              sender: {
                id: number
                username: string
              }
              invitee: {
                id: number
                username: string
                avatarUrl: string | null
              }
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  transferTeamLeadership: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  removeTeamMember: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            maxTeamMembers: number
            members: {
              id: number
              username: string
              avatarUrl: string | null
              phoneNumber: string | null
              isLeader: boolean
              isAdmin: boolean
            }[]
            currentUser: {
              id: number
              isLeader: boolean
              isAdmin: boolean
              isMember: boolean
            }
          }
        }
      }
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listAllTeams: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            leaderId: number
            members: {
              id: number
              username: string
              isLeader: boolean
            }[]
            totalMembers: number
            teamTotal: number
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteAnyTeam: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  searchUsers: {
    parameters: {
      query?: {
        search?: string
        page?: number
        pageSize?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            users: {
              id: number
              username: string
              avatarUrl: string | null
              teamId: number | null
              /** @enum {string} */
              friendship: 'none' | 'friends' | 'sent' | 'received'
            }[]
            total: number
            page: number
            pageSize: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getProfile: {
    parameters: {
      query?: never
      header?: never
      path: {
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            username: string
            avatarUrl: string | null
            isAdmin: boolean
            teamId: number | null
            email?: string
            phoneNumber?: string | null
            isFriend: boolean
            /** @enum {string} */
            friendship: 'none' | 'friends' | 'sent' | 'received'
            team: {
              id: number
              name: string
            } | null
            scores: {
              steps: number
              bonus: number
              total: number
              rank: number | null
            }
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getUploadConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            cloudinary: {
              cloudName: string
              uploadPreset: string
            } | null
          }
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  uploadImage: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A JPEG, PNG, WebP or GIF image of at most 10 MB and 40 megapixels in all frames
           */
          file: Blob
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            secure_url: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body, or the file in it, is larger than this call takes */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The file is not of a kind this call reads */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server has no room to store the file; see Retry-After */
      507: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listImports: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            fileName: string
            /** @enum {string} */
            format: 'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export'
            /** @enum {string} */
            status: 'processing' | 'ready' | 'applied' | 'failed' | 'removed'
            createdAt: string
            /** @description The first day in the file with steps */
            firstDate: string | null
            lastDate: string | null
            /** @description Days that count (or counted, once applied) */
            days: number
            /** @description Steps of the days that count */
            steps: number
          }[]
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  uploadHealthExport: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The export: an Apple Health, Google Takeout Fit, Samsung Health, Garmin Connect or Fitbit file, or its zip
           */
          file: Blob
        }
      }
    }
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @enum {string} */
            status: 'processing' | 'ready' | 'applied' | 'failed' | 'removed'
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body, or the file in it, is larger than this call takes */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The file is not of a kind this call reads */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server has no room to store the file; see Retry-After */
      507: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            fileName: string
            /** @enum {string} */
            format: 'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export'
            /** @enum {string} */
            status: 'processing' | 'ready' | 'applied' | 'failed' | 'removed'
            createdAt: string
            /** @description The first day in the file with steps */
            firstDate: string | null
            lastDate: string | null
            days: {
              date: string
              steps: number
              counted: boolean
              /**
               * @description Why a day does not count
               * @enum {string}
               */
              reason?: 'beforeWindow' | 'future' | 'overDailyMax'
            }[]
            /** @description Steps of the days that count */
            steps: number
            progress: number
            error: {
              error: string
              /** @description Key of the sentence in the contract catalogue apiMessages */
              key?: string
              /** @description Values of the placeholders of that sentence */
              params?: {
                [key: string]: string | number
              }
            } | null
            /** @description Included sources first, in priority order */
            sources: {
              name: string
              /** @enum {string} */
              kind: 'watch' | 'phone' | 'device' | 'app'
              days: number
              /** @description All the steps the source recorded, before overlaps are taken out */
              steps: number
              included: boolean
            }[]
            /** @description The earliest day an import may reach today */
            countsFrom: string
            /** @description Today's date: later days never count */
            countsTo: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  chooseImportSources: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          sources: string[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            fileName: string
            /** @enum {string} */
            format: 'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export'
            /** @enum {string} */
            status: 'processing' | 'ready' | 'applied' | 'failed' | 'removed'
            createdAt: string
            /** @description The first day in the file with steps */
            firstDate: string | null
            lastDate: string | null
            days: {
              date: string
              steps: number
              counted: boolean
              /**
               * @description Why a day does not count
               * @enum {string}
               */
              reason?: 'beforeWindow' | 'future' | 'overDailyMax'
            }[]
            /** @description Steps of the days that count */
            steps: number
            progress: number
            error: {
              error: string
              /** @description Key of the sentence in the contract catalogue apiMessages */
              key?: string
              /** @description Values of the placeholders of that sentence */
              params?: {
                [key: string]: string | number
              }
            } | null
            /** @description Included sources first, in priority order */
            sources: {
              name: string
              /** @enum {string} */
              kind: 'watch' | 'phone' | 'device' | 'app'
              days: number
              /** @description All the steps the source recorded, before overlaps are taken out */
              steps: number
              included: boolean
            }[]
            /** @description The earliest day an import may reach today */
            countsFrom: string
            /** @description Today's date: later days never count */
            countsTo: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  applyImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          sources?: string[]
        } | null
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            fileName: string
            /** @enum {string} */
            format: 'apple-health' | 'google-fit' | 'samsung-health' | 'garmin' | 'fitbit' | 'health-auto-export'
            /** @enum {string} */
            status: 'processing' | 'ready' | 'applied' | 'failed' | 'removed'
            createdAt: string
            /** @description The first day in the file with steps */
            firstDate: string | null
            lastDate: string | null
            days: {
              date: string
              steps: number
              counted: boolean
              /**
               * @description Why a day does not count
               * @enum {string}
               */
              reason?: 'beforeWindow' | 'future' | 'overDailyMax'
            }[]
            /** @description Steps of the days that count */
            steps: number
            progress: number
            error: {
              error: string
              /** @description Key of the sentence in the contract catalogue apiMessages */
              key?: string
              /** @description Values of the placeholders of that sentence */
              params?: {
                [key: string]: string | number
              }
            } | null
            /** @description Included sources first, in priority order */
            sources: {
              name: string
              /** @enum {string} */
              kind: 'watch' | 'phone' | 'device' | 'app'
              days: number
              /** @description All the steps the source recorded, before overlaps are taken out */
              steps: number
              included: boolean
            }[]
            /** @description The earliest day an import may reach today */
            countsFrom: string
            /** @description Today's date: later days never count */
            countsTo: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listPushTokens: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            createdAt: string
            lastUsedAt: string | null
            /** @description Where the phone posts steps */
            url: string
            /**
             * @description The app the last accepted push came from: HC Webhook, Health Auto Export, or `{ entries }` (a Shortcut or script)
             * @enum {string|null}
             */
            client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
            clientVersion: string | null
            /** @description The phone or watch the last push named, where the app says */
            device: string | null
            /** @description When a push with this token was last accepted */
            lastSyncAt: string | null
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createPushToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            createdAt: string
            lastUsedAt: string | null
            /** @description Where the phone posts steps */
            url: string
            /**
             * @description The app the last accepted push came from: HC Webhook, Health Auto Export, or `{ entries }` (a Shortcut or script)
             * @enum {string|null}
             */
            client: 'hc-webhook' | 'health-auto-export' | 'entries' | null
            clientVersion: string | null
            /** @description The phone or watch the last push named, where the app says */
            device: string | null
            /** @description When a push with this token was last accepted */
            lastSyncAt: string | null
            /** @description Shown once: only its hash is kept */
            token: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  revokePushToken: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  pushSteps: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json':
          | {
              entries: {
                date: string
                steps: number
              }[]
            }
          | {
              data: {
                metrics: {
                  /** @description `step_count` is read; other metrics are ignored */
                  name: string
                  units?: string
                  data: {
                    /** @description When the reading starts, with its offset: `2026-11-20 00:00:00 +0100` */
                    date: string
                    qty: number
                    /** @description The devices HealthKit merged the reading from; often null */
                    source?: string | null
                  }[]
                }[]
              }
            }
          | {
              /** @description When HC Webhook built the body */
              timestamp: string
              app_version?: string
              /** @description Day totals (start at local midnight), records with `metadata`, or N-minute buckets */
              steps?: {
                count: number
                /** Format: date-time */
                start_time: string
                /** Format: date-time */
                end_time: string
                metadata?: {
                  /** @description The package of the app that wrote the record */
                  data_origin: string
                  recording_method?: string
                  device?: {
                    manufacturer?: string
                    model?: string
                    /** @description Health Connect's device type: 1 watch, 2 phone, 4 ring, 6 band… */
                    type?: number
                  }
                }
              }[]
            }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Days written (within the days an import may reach) */
            accepted: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body, or the file in it, is larger than this call takes */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMemberContestsInfo: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            enabled: boolean
            limit: number
            started: number
            today: string
            candidates: {
              id: number
              username: string
              avatarUrl: string | null
              friend: boolean
              teamMate: boolean
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  startMemberContest: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
          name: string
          invitees: number[]
          startDate?: string
          endDate?: string
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listContestInvitations: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            competition: {
              id: number
              name: string
              description: string
              startDate: string
              endDate: string
              graceHours: number
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'grace' | 'final'
              /** @enum {string} */
              participation: 'everyone' | 'opt-in'
              scoring: {
                /** @enum {string} */
                individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
                target?: number
                /** @enum {string} */
                team: 'sum' | 'average'
              }
              prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
              joined: boolean
              startsAt: string
              endsAt: string
              finalAt: string
              participants: number
              contest: {
                /** @enum {string} */
                format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
                startedBy: {
                  id: number
                  username: string
                } | null
                pending: number
              } | null
            }
            from: {
              id: number
              username: string
              avatarUrl: string | null
            }
          }[]
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  answerContestInvitation: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          accept: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  cancelMemberContest: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Cancelled */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listCompetitions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createCompetition: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          /** @default  */
          description?: string
          startDate: string
          endDate: string
          /** @default 72 */
          graceHours?: number
          /**
           * @default everyone
           * @enum {string}
           */
          participation?: 'everyone' | 'opt-in'
          scoring: {
            /** @enum {string} */
            individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
            /** @default 10000 */
            target?: number
            /** @enum {string} */
            team: 'sum' | 'average'
          }
          /** @default [] */
          prizes?: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCompetition: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteCompetition: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateCompetition: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name?: string
          description?: string
          startDate?: string
          endDate?: string
          graceHours?: number
          /** @enum {string} */
          participation?: 'everyone' | 'opt-in'
          scoring?: {
            /** @enum {string} */
            individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
            /** @default 10000 */
            target?: number
            /** @enum {string} */
            team: 'sum' | 'average'
          }
          prizes?: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
          confirmRecompute?: boolean
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  joinCompetition: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            description: string
            startDate: string
            endDate: string
            graceHours: number
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            /** @enum {string} */
            participation: 'everyone' | 'opt-in'
            scoring: {
              /** @enum {string} */
              individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              target?: number
              /** @enum {string} */
              team: 'sum' | 'average'
            }
            prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
            joined: boolean
            startsAt: string
            endsAt: string
            finalAt: string
            participants: number
            contest: {
              /** @enum {string} */
              format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
              startedBy: {
                id: number
                username: string
              } | null
              pending: number
            } | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  leaveCompetition: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Left */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCompetitionBoard: {
    parameters: {
      query?: {
        limit?: number
        offset?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            final: boolean
            users: {
              rank: number
              user: {
                id: number
                username: string
                avatarUrl: string | null
              }
              score: number
              steps: number
              daysOnTarget: number
              streak: number
            }[]
            me: {
              rank: number
              user: {
                id: number
                username: string
                avatarUrl: string | null
              }
              score: number
              steps: number
              daysOnTarget: number
              streak: number
            } | null
            total: number
            myTeamId: number | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCompetitionTeamBoard: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'grace' | 'final'
            final: boolean
            teams: {
              rank: number
              teamId: number
              teamName: string
              score: number
              members: number
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCompetitionPrizes: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            final: boolean
            prizes: {
              /** @enum {string} */
              scoring: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
              podium: {
                rank: number
                user: {
                  id: number
                  username: string
                  avatarUrl: string | null
                }
                score: number
              }[]
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  exportCompetitionCsv: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description CSV: board, rank, id, name, score, steps, days_on_target, streak, members */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMyCompetitions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            competition: {
              id: number
              name: string
              description: string
              startDate: string
              endDate: string
              graceHours: number
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'grace' | 'final'
              /** @enum {string} */
              participation: 'everyone' | 'opt-in'
              scoring: {
                /** @enum {string} */
                individual: 'steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved'
                target?: number
                /** @enum {string} */
                team: 'sum' | 'average'
              }
              prizes: ('steps' | 'steps+bonus' | 'daysOnTarget' | 'streak' | 'goalPercent' | 'improved')[]
              joined: boolean
              startsAt: string
              endsAt: string
              finalAt: string
              participants: number
              contest: {
                /** @enum {string} */
                format: 'duel' | 'weekendWarrior' | 'workweekHustle' | 'goalDay'
                startedBy: {
                  id: number
                  username: string
                } | null
                pending: number
              } | null
            }
            rank: number
            score: number
            total: number
            /** @description The nearest member with a higher score than the viewer; null for a leader */
            next: {
              user: {
                id: number
                username: string
              }
              score: number
              toPass: number
            } | null
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMyGoal: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Today's goal: the member's own, else the community's usual goal */
            goal: number
            /** @description Whether the member set the goal themselves */
            own: boolean
            /** @description A goal fitted to the last 28 days: a little above their usual day; null during the warm-up week */
            suggested: number | null
            /** @description Days with steps in the last 28, up to the 7 a suggestion needs */
            warmUpDays: number
            /** @description The admin's lowest goal */
            min: number
            /** @description The admin's highest goal */
            max: number
            /** @description The goals of the last 365 days, earliest first: the first from that year's first day (the community's usual goal where the member had set none), then each goal the member set after it */
            history: {
              /** @description The first day this goal held, or the first day the history covers (YYYY-MM-DD) */
              from: string
              goal: number
            }[]
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  setMyGoal: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          goal: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Today's goal: the member's own, else the community's usual goal */
            goal: number
            /** @description Whether the member set the goal themselves */
            own: boolean
            /** @description A goal fitted to the last 28 days: a little above their usual day; null during the warm-up week */
            suggested: number | null
            /** @description Days with steps in the last 28, up to the 7 a suggestion needs */
            warmUpDays: number
            /** @description The admin's lowest goal */
            min: number
            /** @description The admin's highest goal */
            max: number
            /** @description The goals of the last 365 days, earliest first: the first from that year's first day (the community's usual goal where the member had set none), then each goal the member set after it */
            history: {
              /** @description The first day this goal held, or the first day the history covers (YYYY-MM-DD) */
              from: string
              goal: number
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listAudit: {
    parameters: {
      query?: {
        /** @description Only actions by this admin */
        actorId?: number
        /** @description Only actions on this member's data */
        subjectId?: number
        kind?:
          | 'settings'
          | 'day'
          | 'proof'
          | 'challenge'
          | 'team'
          | 'steps'
          | 'member'
          | 'competition'
          | 'announcement'
          | 'achievement'
        /** @description Entries older than this entry id: the next page */
        before?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Newest first */
            entries: {
              id: number
              at: string
              /** @enum {string} */
              action:
                | 'settings.update'
                | 'day.approve'
                | 'day.void'
                | 'day.correct'
                | 'day.undo'
                | 'day.dismiss-request'
                | 'proof.judge'
                | 'challenge.create'
                | 'challenge.update'
                | 'challenge.delete'
                | 'team.delete'
                | 'team.remove-member'
                | 'team.hand-lead'
                | 'team.invite'
                | 'team.size'
                | 'steps.import'
                | 'member.role'
                | 'member.deactivate'
                | 'member.reactivate'
                | 'member.password-reset'
                | 'member.invite'
                | 'member.invite-revoke'
                | 'member.role-by-provider'
                | 'team.join-by-provider'
                | 'member.deactivate-by-directory'
                | 'member.reactivate-by-directory'
                | 'team.create-by-directory'
                | 'team.link-by-directory'
                | 'team.unlink-by-directory'
                | 'team.rename-by-directory'
                | 'team.join-by-directory'
                | 'team.leave-by-directory'
                | 'team.delete-by-directory'
                | 'settings.sso'
                | 'settings.scim'
                | 'competition.create'
                | 'competition.update'
                | 'competition.delete'
                | 'announcement.create'
                | 'announcement.delete'
                | 'achievement.create'
                | 'achievement.update'
                | 'achievement.archive'
                | 'achievement.unarchive'
              /** @description The admin who acted; null once their account is gone */
              actor: {
                id: number
                username: string
              } | null
              /** @description The member whose data changed, if any */
              subject: {
                id: number
                username: string
              } | null
              /** @description What the action was on, in words: a day, a team, a competition… */
              target: string | null
              before: unknown
              after: unknown
              reason: string | null
            }[]
            /** @description Pass as `before` for the next page; null on the last */
            nextBefore: number | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMyAudit: {
    parameters: {
      query?: {
        /** @description Entries older than this entry id: the next page */
        before?: number
        limit?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Newest first */
            entries: {
              id: number
              at: string
              /** @enum {string} */
              action:
                | 'settings.update'
                | 'day.approve'
                | 'day.void'
                | 'day.correct'
                | 'day.undo'
                | 'day.dismiss-request'
                | 'proof.judge'
                | 'challenge.create'
                | 'challenge.update'
                | 'challenge.delete'
                | 'team.delete'
                | 'team.remove-member'
                | 'team.hand-lead'
                | 'team.invite'
                | 'team.size'
                | 'steps.import'
                | 'member.role'
                | 'member.deactivate'
                | 'member.reactivate'
                | 'member.password-reset'
                | 'member.invite'
                | 'member.invite-revoke'
                | 'member.role-by-provider'
                | 'team.join-by-provider'
                | 'member.deactivate-by-directory'
                | 'member.reactivate-by-directory'
                | 'team.create-by-directory'
                | 'team.link-by-directory'
                | 'team.unlink-by-directory'
                | 'team.rename-by-directory'
                | 'team.join-by-directory'
                | 'team.leave-by-directory'
                | 'team.delete-by-directory'
                | 'settings.sso'
                | 'settings.scim'
                | 'competition.create'
                | 'competition.update'
                | 'competition.delete'
                | 'announcement.create'
                | 'announcement.delete'
                | 'achievement.create'
                | 'achievement.update'
                | 'achievement.archive'
                | 'achievement.unarchive'
              /** @description The admin who acted; null once their account is gone */
              actor: {
                id: number
                username: string
              } | null
              /** @description The member whose data changed, if any */
              subject: {
                id: number
                username: string
              } | null
              /** @description What the action was on, in words: a day, a team, a competition… */
              target: string | null
              before: unknown
              after: unknown
              reason: string | null
            }[]
            /** @description Pass as `before` for the next page; null on the last */
            nextBefore: number | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  exportMyData: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A zip: README.txt, each table as JSON and CSV, and the images under uploads/ */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/zip': unknown
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getNotificationSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            channels: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            quietHours: {
              from: string
              to: string
            } | null
            timeZone: string
            pushSubscriptions: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateNotificationSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          channels?: {
            [key: string]: {
              email?: boolean
              push?: boolean
            }
          }
          quietHours?: {
            from: string
            to: string
          } | null
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            channels: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            quietHours: {
              from: string
              to: string
            } | null
            timeZone: string
            pushSubscriptions: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getWebPushKey: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            publicKey: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  addWebPushSubscription: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          endpoint: string
          keys: {
            p256dh: string
            auth: string
          }
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            channels: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            quietHours: {
              from: string
              to: string
            } | null
            timeZone: string
            pushSubscriptions: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The call does not fit the current state of what it changes */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  removeWebPushSubscription: {
    parameters: {
      query: {
        endpoint: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            channels: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            quietHours: {
              from: string
              to: string
            } | null
            timeZone: string
            pushSubscriptions: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listMyAnnouncements: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            announcements: {
              id: number
              title: string
              body: string
              /** @enum {string} */
              language: 'en' | 'es' | 'he'
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  readUnsubscribeLink: {
    parameters: {
      query: {
        token: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            kind:
              | 'noData'
              | 'competitionStarted'
              | 'competitionEnded'
              | 'graceEnding'
              | 'competitionResults'
              | 'passed'
              | 'friendRequest'
              | 'friendAccepted'
              | 'teamInvite'
              | 'contestInvite'
              | 'contestCancelled'
              | 'proofApproved'
              | 'proofRejected'
              | 'dayChanged'
              | 'achievements'
              | 'weeklySummary'
              | 'announcement'
            subscribed: boolean
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  unsubscribe: {
    parameters: {
      query: {
        token: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          [key: string]: string
        } | null
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            kind:
              | 'noData'
              | 'competitionStarted'
              | 'competitionEnded'
              | 'graceEnding'
              | 'competitionResults'
              | 'passed'
              | 'friendRequest'
              | 'friendAccepted'
              | 'teamInvite'
              | 'contestInvite'
              | 'contestCancelled'
              | 'proofApproved'
              | 'proofRejected'
              | 'dayChanged'
              | 'achievements'
              | 'weeklySummary'
              | 'announcement'
            subscribed: boolean
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getNotificationPolicy: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            noDataHours: number
            digestWeekday: number
            digestHour: number
            timeZone: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateNotificationPolicy: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          defaults?: {
            [key: string]: {
              email?: boolean
              push?: boolean
            }
          }
          noDataHours?: number
          digestWeekday?: number
          digestHour?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            defaults: {
              noData: {
                email: boolean
                push: boolean
              }
              competitionStarted: {
                email: boolean
                push: boolean
              }
              competitionEnded: {
                email: boolean
                push: boolean
              }
              graceEnding: {
                email: boolean
                push: boolean
              }
              competitionResults: {
                email: boolean
                push: boolean
              }
              passed: {
                email: boolean
                push: boolean
              }
              friendRequest: {
                email: boolean
                push: boolean
              }
              friendAccepted: {
                email: boolean
                push: boolean
              }
              teamInvite: {
                email: boolean
                push: boolean
              }
              contestInvite: {
                email: boolean
                push: boolean
              }
              contestCancelled: {
                email: boolean
                push: boolean
              }
              proofApproved: {
                email: boolean
                push: boolean
              }
              proofRejected: {
                email: boolean
                push: boolean
              }
              dayChanged: {
                email: boolean
                push: boolean
              }
              achievements: {
                email: boolean
                push: boolean
              }
              weeklySummary: {
                email: boolean
                push: boolean
              }
              announcement: {
                email: boolean
                push: boolean
              }
            }
            noDataHours: number
            digestWeekday: number
            digestHour: number
            timeZone: string
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listAnnouncements: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            announcements: {
              id: number
              title: {
                [key: string]: string
              }
              body: {
                [key: string]: string
              }
              audience:
                | {
                    /** @enum {string} */
                    type: 'everyone'
                  }
                | {
                    /** @enum {string} */
                    type: 'competition'
                    competitionId: number
                  }
                | {
                    /** @enum {string} */
                    type: 'team'
                    teamId: number
                  }
              audienceName: string | null
              createdAt: string
              showUntil: string
              recipients: number
              createdBy: string | null
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createAnnouncement: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          title: {
            [key: string]: string
          }
          body: {
            [key: string]: string
          }
          audience:
            | {
                /** @enum {string} */
                type: 'everyone'
              }
            | {
                /** @enum {string} */
                type: 'competition'
                competitionId: number
              }
            | {
                /** @enum {string} */
                type: 'team'
                teamId: number
              }
          showDays: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            title: {
              [key: string]: string
            }
            body: {
              [key: string]: string
            }
            audience:
              | {
                  /** @enum {string} */
                  type: 'everyone'
                }
              | {
                  /** @enum {string} */
                  type: 'competition'
                  competitionId: number
                }
              | {
                  /** @enum {string} */
                  type: 'team'
                  teamId: number
                }
            audienceName: string | null
            createdAt: string
            showUntil: string
            recipients: number
            createdBy: string | null
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteAnnouncement: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listCustomAchievements: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Newest first, archived ones included */
            achievements: {
              id: number
              /** @description `custom-<id>`, the key of what members earn */
              key: string
              /** @enum {string} */
              rule: 'steps-in-period' | 'streak' | 'competition-days'
              amount: number
              from: string | null
              to: string | null
              target: number | null
              /** @description The competition of `competition-days`; null for other rules, or once the competition was deleted */
              competition: {
                id: number
                name: string
                startDate: string
                endDate: string
                target: number
              } | null
              names: {
                en: string
                es: string
                he: string
              }
              /** @enum {string} */
              icon:
                | 'footprints'
                | 'mountain'
                | 'zap'
                | 'flame'
                | 'target'
                | 'calendar-check'
                | 'crown'
                | 'medal'
                | 'trophy'
                | 'star'
                | 'heart'
                | 'sun'
              points: number
              createdAt: string
              createdBy: string | null
              /** @description When it was archived: no one new earns it, and those who earned it keep it */
              archivedAt: string | null
              /** @description Members who hold it now */
              earnedBy: number
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createCustomAchievement: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          rule: 'steps-in-period' | 'streak' | 'competition-days'
          amount: number
          /** @default null */
          from?: string | null
          /** @default null */
          to?: string | null
          /** @default null */
          target?: number | null
          /** @default null */
          competitionId?: number | null
          names: {
            en: string
            es: string
            he: string
          }
          /** @enum {string} */
          icon:
            | 'footprints'
            | 'mountain'
            | 'zap'
            | 'flame'
            | 'target'
            | 'calendar-check'
            | 'crown'
            | 'medal'
            | 'trophy'
            | 'star'
            | 'heart'
            | 'sun'
          points: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @description `custom-<id>`, the key of what members earn */
            key: string
            /** @enum {string} */
            rule: 'steps-in-period' | 'streak' | 'competition-days'
            amount: number
            from: string | null
            to: string | null
            target: number | null
            /** @description The competition of `competition-days`; null for other rules, or once the competition was deleted */
            competition: {
              id: number
              name: string
              startDate: string
              endDate: string
              target: number
            } | null
            names: {
              en: string
              es: string
              he: string
            }
            /** @enum {string} */
            icon:
              | 'footprints'
              | 'mountain'
              | 'zap'
              | 'flame'
              | 'target'
              | 'calendar-check'
              | 'crown'
              | 'medal'
              | 'trophy'
              | 'star'
              | 'heart'
              | 'sun'
            points: number
            createdAt: string
            createdBy: string | null
            /** @description When it was archived: no one new earns it, and those who earned it keep it */
            archivedAt: string | null
            /** @description Members who hold it now */
            earnedBy: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  updateCustomAchievement: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          rule?: 'steps-in-period' | 'streak' | 'competition-days'
          amount?: number
          from?: string | null
          to?: string | null
          target?: number | null
          competitionId?: number | null
          names?: {
            en: string
            es: string
            he: string
          }
          /** @enum {string} */
          icon?:
            | 'footprints'
            | 'mountain'
            | 'zap'
            | 'flame'
            | 'target'
            | 'calendar-check'
            | 'crown'
            | 'medal'
            | 'trophy'
            | 'star'
            | 'heart'
            | 'sun'
          points?: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @description `custom-<id>`, the key of what members earn */
            key: string
            /** @enum {string} */
            rule: 'steps-in-period' | 'streak' | 'competition-days'
            amount: number
            from: string | null
            to: string | null
            target: number | null
            /** @description The competition of `competition-days`; null for other rules, or once the competition was deleted */
            competition: {
              id: number
              name: string
              startDate: string
              endDate: string
              target: number
            } | null
            names: {
              en: string
              es: string
              he: string
            }
            /** @enum {string} */
            icon:
              | 'footprints'
              | 'mountain'
              | 'zap'
              | 'flame'
              | 'target'
              | 'calendar-check'
              | 'crown'
              | 'medal'
              | 'trophy'
              | 'star'
              | 'heart'
              | 'sun'
            points: number
            createdAt: string
            createdBy: string | null
            /** @description When it was archived: no one new earns it, and those who earned it keep it */
            archivedAt: string | null
            /** @description Members who hold it now */
            earnedBy: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  archiveCustomAchievement: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @description `custom-<id>`, the key of what members earn */
            key: string
            /** @enum {string} */
            rule: 'steps-in-period' | 'streak' | 'competition-days'
            amount: number
            from: string | null
            to: string | null
            target: number | null
            /** @description The competition of `competition-days`; null for other rules, or once the competition was deleted */
            competition: {
              id: number
              name: string
              startDate: string
              endDate: string
              target: number
            } | null
            names: {
              en: string
              es: string
              he: string
            }
            /** @enum {string} */
            icon:
              | 'footprints'
              | 'mountain'
              | 'zap'
              | 'flame'
              | 'target'
              | 'calendar-check'
              | 'crown'
              | 'medal'
              | 'trophy'
              | 'star'
              | 'heart'
              | 'sun'
            points: number
            createdAt: string
            createdBy: string | null
            /** @description When it was archived: no one new earns it, and those who earned it keep it */
            archivedAt: string | null
            /** @description Members who hold it now */
            earnedBy: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  unarchiveCustomAchievement: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            /** @description `custom-<id>`, the key of what members earn */
            key: string
            /** @enum {string} */
            rule: 'steps-in-period' | 'streak' | 'competition-days'
            amount: number
            from: string | null
            to: string | null
            target: number | null
            /** @description The competition of `competition-days`; null for other rules, or once the competition was deleted */
            competition: {
              id: number
              name: string
              startDate: string
              endDate: string
              target: number
            } | null
            names: {
              en: string
              es: string
              he: string
            }
            /** @enum {string} */
            icon:
              | 'footprints'
              | 'mountain'
              | 'zap'
              | 'flame'
              | 'target'
              | 'calendar-check'
              | 'crown'
              | 'medal'
              | 'trophy'
              | 'star'
              | 'heart'
              | 'sun'
            points: number
            createdAt: string
            createdBy: string | null
            /** @description When it was archived: no one new earns it, and those who earned it keep it */
            archivedAt: string | null
            /** @description Members who hold it now */
            earnedBy: number
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMyAchievements: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description From 1, a level per 100 points, without a ceiling */
            level: number
            points: number
            /** @description The points at which the current level began */
            levelAt: number
            /** @description The points that reach the next level */
            nextLevelAt: number
            /** @description Newest first */
            earned: {
              /** @description The achievement, such as `streak-7`, `lifetime-1000000` or `custom-3` */
              key: string
              /** @enum {string} */
              kind:
                | 'first-steps'
                | 'lifetime'
                | 'best-day'
                | 'best-week'
                | 'streak'
                | 'goal-days'
                | 'active-days'
                | 'perfect-month'
                | 'record-beaten'
                | 'first-import'
                | 'first-connection'
                | 'improved-month'
                | 'team-steps'
                | 'podium'
                | 'competition-win'
                | 'custom'
              /** @description The amount that earns it: steps, days, or 1 for a one-off */
              threshold: number
              points: number
              /** @description An admin's own achievement: its name in each language */
              name?: {
                en: string
                es: string
                he: string
              }
              /**
               * @description An admin's own achievement: its icon
               * @enum {string}
               */
              icon?:
                | 'footprints'
                | 'mountain'
                | 'zap'
                | 'flame'
                | 'target'
                | 'calendar-check'
                | 'crown'
                | 'medal'
                | 'trophy'
                | 'star'
                | 'heart'
                | 'sun'
              /** @description The day whose steps earned it */
              earnedOn: string
            }[]
            /** @description The next tier of each kind not yet complete */
            next: {
              /** @description The achievement, such as `streak-7`, `lifetime-1000000` or `custom-3` */
              key: string
              /** @enum {string} */
              kind:
                | 'first-steps'
                | 'lifetime'
                | 'best-day'
                | 'best-week'
                | 'streak'
                | 'goal-days'
                | 'active-days'
                | 'perfect-month'
                | 'record-beaten'
                | 'first-import'
                | 'first-connection'
                | 'improved-month'
                | 'team-steps'
                | 'podium'
                | 'competition-win'
                | 'custom'
              /** @description The amount that earns it: steps, days, or 1 for a one-off */
              threshold: number
              points: number
              /** @description An admin's own achievement: its name in each language */
              name?: {
                en: string
                es: string
                he: string
              }
              /**
               * @description An admin's own achievement: its icon
               * @enum {string}
               */
              icon?:
                | 'footprints'
                | 'mountain'
                | 'zap'
                | 'flame'
                | 'target'
                | 'calendar-check'
                | 'crown'
                | 'medal'
                | 'trophy'
                | 'star'
                | 'heart'
                | 'sun'
              /** @description Where the member stands towards the threshold */
              progress: number
            }[]
            /** @description Achievements the days no longer earn, taken back in the last 90 days, newest first */
            takenBack: {
              /** @description The achievement, such as `streak-7`, `lifetime-1000000` or `custom-3` */
              key: string
              /** @enum {string} */
              kind:
                | 'first-steps'
                | 'lifetime'
                | 'best-day'
                | 'best-week'
                | 'streak'
                | 'goal-days'
                | 'active-days'
                | 'perfect-month'
                | 'record-beaten'
                | 'first-import'
                | 'first-connection'
                | 'improved-month'
                | 'team-steps'
                | 'podium'
                | 'competition-win'
                | 'custom'
              /** @description The amount that earns it: steps, days, or 1 for a one-off */
              threshold: number
              points: number
              /** @description An admin's own achievement: its name in each language */
              name?: {
                en: string
                es: string
                he: string
              }
              /**
               * @description An admin's own achievement: its icon
               * @enum {string}
               */
              icon?:
                | 'footprints'
                | 'mountain'
                | 'zap'
                | 'flame'
                | 'target'
                | 'calendar-check'
                | 'crown'
                | 'medal'
                | 'trophy'
                | 'star'
                | 'heart'
                | 'sun'
              /** @description The day whose steps had earned it */
              earnedOn: string
              /** @description When it was taken back (ISO 8601) */
              takenBackAt: string
              /** @enum {string} */
              reason:
                | 'admin-changed-day'
                | 'days-changed'
                | 'rules-changed'
                | 'team-days-changed'
                | 'results-changed'
                | 'rule-changed'
            }[]
          }
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMemberAchievements: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description From 1, a level per 100 points, without a ceiling */
            level: number
            points: number
            /** @description Newest first */
            earned: {
              /** @description The achievement, such as `streak-7`, `lifetime-1000000` or `custom-3` */
              key: string
              /** @enum {string} */
              kind:
                | 'first-steps'
                | 'lifetime'
                | 'best-day'
                | 'best-week'
                | 'streak'
                | 'goal-days'
                | 'active-days'
                | 'perfect-month'
                | 'record-beaten'
                | 'first-import'
                | 'first-connection'
                | 'improved-month'
                | 'team-steps'
                | 'podium'
                | 'competition-win'
                | 'custom'
              /** @description The amount that earns it: steps, days, or 1 for a one-off */
              threshold: number
              points: number
              /** @description An admin's own achievement: its name in each language */
              name?: {
                en: string
                es: string
                he: string
              }
              /**
               * @description An admin's own achievement: its icon
               * @enum {string}
               */
              icon?:
                | 'footprints'
                | 'mountain'
                | 'zap'
                | 'flame'
                | 'target'
                | 'calendar-check'
                | 'crown'
                | 'medal'
                | 'trophy'
                | 'star'
                | 'heart'
                | 'sun'
              /** @description The day whose steps earned it */
              earnedOn: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMyAchievementCard: {
    parameters: {
      query?: {
        lang?: 'en' | 'es' | 'he'
      }
      header?: never
      path: {
        key: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A PNG, 1200×630 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/png': unknown
        }
      }
      /** @description The copy the browser holds (If-None-Match) is still the card */
      304: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/png': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMemberAchievementCard: {
    parameters: {
      query?: {
        lang?: 'en' | 'es' | 'he'
      }
      header?: never
      path: {
        id: number
        key: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A PNG, 1200×630 */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/png': unknown
        }
      }
      /** @description The copy the browser holds (If-None-Match) is still the card */
      304: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/png': null
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: the caller may not do this (`key` says why), or a write came from another site */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The server is busy with work of this kind; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  listChallengesAtRoot: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }[]
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  createChallengeAtRoot: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          startDate: string
          endDate: string
          points: number
        }
      }
    }
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`) */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is larger than this call takes (`requestBodyTooLarge`) */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The body is of a type this call does not read (`unsupportedContentType`) */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getChallengeAtRoot: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            id: number
            name: string
            startDate: string
            endDate: string
            points: number
            completions: {
              id: number
              challengeId: number
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected'
              imageUrl: string
              user: {
                id: number
                username: string
              }
              createdAt: string
            }[]
          }
        }
      }
      /** @description The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description What the path names does not exist, or is not the caller’s to see */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description The database cannot be reached (`databaseUnavailable`); see Retry-After */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
}
