/** README.txt of a member's data export: what each file holds. */
export const EXPORT_README = `Your data in StepUp
===================

Everything StepUp holds about you, as of the moment you downloaded it. Each table comes twice:
as JSON (<name>.json) and as CSV (<name>.csv, comma-separated, UTF-8, opens in a spreadsheet).
Times are in UTC (ISO 8601); days (YYYY-MM-DD) are calendar days in the community's time zone.

profile              Your account: name, email, avatar, phone number, sensor id and the first day
                     its synced steps count for you, admin or not, deactivated or not, team, who
                     sees your achievements, and when you signed up. Your password is not in it: only a one-way hash of it is
                     kept, and that stays out of the export.
sessions             Your sign-ins: when each began, was last used and expires. The secret that
                     signs you in is not kept by the server and is not here.
provider-accounts    Your accounts at the community's sign-in provider that sign you in here: the
                     provider, your id there, when it was linked and last used.
directory-account    Your account in the company's directory, which provisions you here (SCIM): your
                     id there, when it was linked, last changed, and deleted by the directory.
password-resets      Password reset links mailed to you: when, until when, and whether used. The
                     links themselves are not kept.
mails                Mails the app sent you or has yet to send: the address, subject and when.
                     Their text is left out, as it may hold a password reset link.
days                 Your steps, one row per day: the count of each source (wearable sync, phone
                     push, health-export import, admin import, manual entry, steps from before
                     sources were kept, activities, an admin's correction), the steps and bonus
                     points that count, why the day was flagged for review and the decision.
totals               Your running totals: all time, latest week and latest month.
achievements         Achievements your steps earned: which, the day that earned each, when it was
                     awarded, and, for one a changed day took back, when and why. One an admin
                     defined has its name in each language and its icon.
goals                Your daily goals, each from the day you set it.
day-reviews          Admins' decisions on your flagged days, with the flags and the reason given.
day-corrections      Admins' corrections of your days, with their reason.
day-requests         Your requests that an admin correct a day: the day, the steps you gave, your
                     note, and whether an admin corrected the day or left it.
activities           Activities you entered (cycling, swimming…), their minutes and the steps they
                     counted as.
imports              Health exports you uploaded: file name, size, format, state and what reading
                     it found (its sources and days, in "preview").
import-days          The days each applied import brought, as it counted them.
push-tokens          Your personal tokens for pushing steps from a phone: when each was made, last
                     used and last synced, and the app, its version and the phone that synced with
                     it. The token itself is not kept by the server and is not here.
pushed-records       What your phone's app (HC Webhook) sent: each day's total, record or bucket of
                     minutes, with the app and device it names; your days are counted from them.
friends              Your friends, and since when.
friend-requests      Friend requests you sent or received, and their answers.
team                 The team you are in (or lead).
team-memberships     Which team you were in when: a competition counts a day for the team you were
                     in when the day ended. An empty start means before this was recorded.
team-invites         Team invitations you received or sent, and their answers.
proofs               Your photo proofs for challenges: the challenge, the photo, the judgment and
                     the points it gave.
competitions         Opt-in competitions you joined.
contests-started     Contests you started with friends or team-mates: their format and days.
contest-invitations  Invitations to other members' contests, who sent them and your answers.
competition-results  Your lines on the final boards of finished competitions.
competition-prizes   Your places on the podiums of finished competitions' extra prizes.
uploads              Images you uploaded (avatar, proofs): each is in the folder uploads/ of this
                     archive, unless the file was already removed.
audit                What admins did to your data: who, when, what, before and after, and why
                     (what the "Changes by admins" list of the app shows).
admin-actions        If you are or were an admin: your actions as one, as the audit trail keeps
                     them.
released-sensor-ids  Sensor ids you linked and then let go of, and the day you did.
notifications        What the app decided to tell you (a friend request, a weekly summary…): the
                     kind, the occasion, the values its words were written from (other members by
                     id), and when its mail was queued and its push sent, or why it was not.
notification-settings The notification switches you changed from the community's defaults, and
                     your quiet hours.
push-subscriptions   Browsers and installed apps of yours that receive notifications: the push
                     service each goes through, when you turned it on and last reached it.
`
