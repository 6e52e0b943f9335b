// Its own entry (`@console/contract/error-rules`), not part of `./constants`: the console's first
// paint loads the constants, and the rule names are only read once a request has failed.
/**
 * The rules whose refusals carry a machine-readable name beside the English message, so that a
 * client can say them in its own language (with `params`) and fall back to the message otherwise.
 */
export const errorRules = {
  /** `{ number }`: another level has this number. */
  levelNumberTaken: 'level.numberTaken',
  /** `{ belowNumber?, belowXp?, aboveNumber?, aboveXp? }`: required XP must fit between them. */
  levelXpOrder: 'level.requiredXpOrder',
  /** No params: the version the client sent is not the current one. */
  staleVersion: 'record.stale',
  /** `{ resource }` (an audited record resource, e.g. `levels`): no record has this id. */
  recordNotFound: 'record.notFound',
  /** No params: another account uses this username. */
  usernameTaken: 'username.taken',
  /** No params: another app user uses this email. */
  emailTaken: 'email.taken',
  /** No params: the current password given to a password change is wrong. */
  currentPasswordIncorrect: 'password.currentIncorrect',
  /** No params: the new password is the current one. */
  passwordUnchanged: 'password.unchanged',
  /** No params: the password changed between the check and the write (another session). */
  passwordChangedMeanwhile: 'password.changedMeanwhile',
  /** `{ count }`: the goal still has this many challenges. */
  goalHasChallenges: 'goal.hasChallenges',
  /** `{ number, users }`: this many messaging-app users are on the level. */
  levelHasUsers: 'level.hasUsers',
  /** No params: the list changed since the client read the order it sent. */
  reorderStale: 'reorder.stale',
  /** `{ resource, status }` (`appUsers` or `telegramUsers`): the record already has that status. */
  statusUnchanged: 'status.unchanged',
  /** No params: unban asked for an app user who is not banned. */
  appUserNotBanned: 'appUser.notBanned',
  /** No params: a banned app user must be unbanned before another status change. */
  appUserBannedFirst: 'appUser.bannedFirst',
  /** `{ max }`: more app users than a bulk action takes match the filter. */
  bulkTooManyMatching: 'bulk.tooManyMatching',
  /**
   * `{ expected, actual, stamp }`: "all matching" the filter are no longer the users the admin
   * confirmed (another change made users start or stop matching): `expected` users then, `actual`
   * now (maybe as many, but others), `stamp` says which now (`bulkMatchStampSchema`); nothing was
   * changed.
   */
  bulkMatchChanged: 'bulk.matchChanged',
  /** `{ max }`: an import holds more rows than one request takes (`MAX_IMPORT_ROWS`). */
  importTooManyRows: 'import.tooManyRows',
  /** `{ maxBytes }`: the rows of an import are more bytes than one request may carry. */
  importTooLarge: 'import.tooLarge',
  /** `{ maxBytes }`: the backup file is larger than this server accepts (`RESTORE_MAX_BYTES`). */
  restoreTooLarge: 'restore.tooLarge',
  /**
   * `{ backup, oldest, current }`: the backup was made with a schema version this database does not
   * restore: newer than its own (`current`), or older than the oldest whose tables and columns it
   * still has (`oldest`).
   */
  restoreSchemaVersion: 'restore.schemaVersion',
  /**
   * `{ table, first, last, problem, column? }`: the database refused rows `first`–`last` of a
   * restored table (counted from 1 in the file's order; `first` = `last` when one row is named).
   * `problem`: `missingValue` (`column` is empty but required), `duplicate` (`column` repeats a
   * value that must be unique), `reference` (`column` names a record that is not there),
   * `invalidValue` (a value the column's type or checks refuse; `column` when known).
   */
  restoreRowsRefused: 'restore.rowsRefused',
  /**
   * `{ table, row, field, problem, min?, max?, value?, belowNumber?, belowXp? }`: a restored row holds a value the API would refuse
   * or could not answer with (checked after the rows are in). `row`: `id=3`, or the key columns of
   * a table without an id; `field`: the file's column, with the path inside a JSON value after it.
   * `problem`: `required`, `minLength` / `maxLength` (characters), `minValue` / `maxValue`,
   * `minItems` / `maxItems` (with `min` or `max`), `wholeNumber`, `format` (a pattern, a choice or
   * a type the field does not take), `unknownValue` (with `value`, at most 100 characters of it: a
   * value none of the field's choices is, such as a permission the console does not know),
   * `dateTime` (not a date and time between the years 1 and 9999), `jsonObject` (not a JSON
   * object), `levelXpOrder` (with `belowNumber`, `belowXp`: a level's required XP is not above
   * that of the level just below it). On the answer: the first problem; on each detail: its own.
   */
  restoreValueRefused: 'restore.valueRefused',
  /**
   * No params: no restored admin is an active super user, so no one could manage admin users (the
   * API never leaves the console without one, `lastSuperUser`) or restore another backup.
   */
  restoreNoSuperUser: 'restore.noSuperUser',
  /** No params: the action would leave no active super user. */
  lastSuperUser: 'adminUser.lastSuperUser',
  /** No params: an admin tried to add rights to their own account. */
  ownRights: 'adminUser.ownRights',
  /** No params: only super users grant super user rights. */
  superUserGrant: 'adminUser.superUserGrant',
  /** No params: only super users act on super users. */
  superUserManage: 'adminUser.superUserManage',
  /** `{ permissions }` (comma-separated): the target admin holds rights the acting admin lacks. */
  morePowerful: 'adminUser.morePowerful',
  /** `{ permissions }` (comma-separated permission names): rights the granting admin lacks. */
  permissionsNotHeld: 'adminUser.permissionsNotHeld',
  /** No params: an admin tried to deactivate their own account. */
  deactivateSelf: 'adminUser.deactivateSelf',
  /** No params: an admin's own password changes through the password change, not a reset. */
  resetOwnPassword: 'adminUser.resetOwnPassword',
  /** `{ number, row }`: the level number is already on an earlier row (1-based) of the import. */
  importDuplicateLevel: 'import.duplicateLevel',
  /** `{ goalId, importGoalId }`: the row's goal is not the one the whole import goes into. */
  importGoalMismatch: 'import.goalMismatch',
  /** No params: another record already has one of these unique values (a database key). */
  recordDuplicate: 'record.duplicate',
  /** No params: the write would break a reference between records (a database key). */
  recordReferenced: 'record.referenced',
  /** No params: a date range's end (the field the refusal names) comes before its start. */
  dateRangeInverted: 'dateRange.inverted',
  /** No params: a concurrent transaction got in the way; trying again may work. */
  concurrentChange: 'record.concurrentChange',
} as const;
