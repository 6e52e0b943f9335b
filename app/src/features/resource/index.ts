/**
 * The list and form machinery shared by every resource screen of the console (goals, levels,
 * challenges, FAQ; also meant for users, messaging-app users and admin users).
 *
 * Lists — `<ResourceList>` on ui's DataTable:
 * - the state lives in the URL (`?page=2&pageSize=50&sort=title:asc&q=run&isActive=true`), read
 *   with the contract's list query schema: a bad value falls back to its default (`list-state.ts`,
 *   `useListState`), and what a link had that the list does not apply is said above it and taken
 *   out of the address (`linkProblems`, `DroppedLinkNote`); the search box is debounced (300 ms) and replaces the history entry;
 * - pages, order, search and filters are fetched from the server with TanStack Query, keeping the
 *   previous page on screen while the next one loads;
 * - the column chooser's choice is kept in localStorage per resource (`console.columns.<name>`);
 * - CSV export of the visible columns for every row matching the filter and search, streamed from
 *   the list's export route (`export`, each column's `exportAs`) into a file, with the rows and
 *   bytes received against the total and a cancel button;
 * - bulk delete across pages with a confirmation and a per-item report; row menu with edit and
 *   delete; optional up/down reordering through the resource's reorder endpoint;
 * - for screens with more to do: a details screen linked from the first column (`detailHref`),
 *   extra row actions (`rowActions`), the screen's own bulk actions on the selection
 *   (`bulkActions`), a date range filter (an inverted range is flagged and not sent) and a summary
 *   slot above the table;
 * - loading, empty and error states with the specification's generic texts, toasts on changes.
 *
 * Forms — `useResourceForm` + `<FormPage>`, `<ResourceFormBody>` and the bound fields:
 * - react-hook-form with the contract's zod schema as resolver (the rule the server applies too),
 *   zod issues shown as the specification's translated generic messages (`validation-messages.ts`);
 * - server 400/409 `details` shown on their fields, other problems above the buttons;
 * - an unsaved-changes guard (`beforeunload` and in-app navigation); in a dialog, `<FormDialog>`
 *   asks the same before Escape, a click outside, the close button or Cancel throws the edits away;
 * - a 409 for a stale version opens a dialog comparing, field by field, the admin's values with
 *   the saved ones, to reload theirs or overwrite knowingly with the fresh version;
 * - a record deleted by someone else meanwhile (404 on save) keeps the edits under a lasting notice
 *   (`gone`, `RecordGoneNotice`): no more Save; create it again from them, or back to the list.
 *
 * Texts come from the `resource` namespace (and `common`); a screen adds its own namespace.
 */
export { type ColumnVisibility, usePersistedColumnVisibility } from './column-visibility';
export { ConflictDialog, type ConflictTexts } from './conflict-dialog';
export { CsvExportButton } from './csv-export';
export { DateRangeFilter } from './date-filter';
export { rangeAsQueried, withoutInvertedRange } from './date-range';
export type { DeleteBlock } from './delete-blocked';
export { DroppedLinkNote } from './dropped-link-note';
export { type FetchPage, fetchAllPages, type ListPage } from './fetch-all';
export { FormDialog, type FormDialogProps, useFormDialog } from './form-dialog';
export {
  NumberField,
  SelectField,
  type SelectFieldOption,
  SwitchField,
  TextareaField,
  TextField,
} from './form-fields';
export {
  FormPage,
  FormProblems,
  parseIdParam,
  RecordGate,
  ResourceFormBody,
  useRecordQuery,
} from './form-page';
export { defaultFormatValue } from './format-value';
export { csvSeparatorFor, exportFieldsOf, type ListExportResource } from './list-export';
export { listFocusTarget, returnFocusToList, rowFocusTarget } from './list-focus';
export { listHref } from './list-return';
export { type ListState, parseListState } from './list-state';
export { isNotFound, NotFoundPage } from './not-found-page';
export { isPictogram, Pictogram } from './pictogram';
export { changedFields, conflictEntries, sameValue } from './record-diff';
export { RecordGoneNotice } from './record-gone-notice';
export {
  type CellValue,
  type ListDefinition,
  listLinkOptions,
  type ResourceBulkContext,
  type ResourceColumn,
  type ResourceExport,
  type ResourceFilter,
  ResourceList,
  type ResourceListProps,
  type ResourceReorder,
} from './resource-list';
export { useSearchParamsUpdate } from './search-params';
export { SelectFilter } from './select-filter';
export { placeServerIssues } from './server-issues';
export { useUnsavedChangesGuard } from './unsaved-changes';
export { type ReadMatch, type ResourceMatch, useAllMatching } from './use-all-matching';
export { useDroppedFromLink, useListState } from './use-list-state';
export {
  type RecordGone,
  type ResourceForm,
  useResourceForm,
  type VersionedRecord,
} from './use-resource-form';
export { validationErrorMap } from './validation-messages';
