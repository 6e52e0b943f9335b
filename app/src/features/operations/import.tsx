import { useApiClient, useLanguage } from '@console/admin-core/react';
import {
  type ImportMode,
  type ImportPreview,
  type ImportResource,
  type ImportResult,
  type ImportRowError,
  importModes,
  importResources,
  operationsRoutes,
} from '@console/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Combobox,
  FileInput,
  FormControl,
  FormField,
  Label,
  RadioGroup,
  RadioGroupItem,
  TableScroll,
  toast,
} from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../i18n/api-error';
import { formatNumber } from '../../i18n/format';
import { useGoalSummaries } from '../challenges/use-goal-summary';
import { validationErrorMap } from '../resource';
import {
  applyMapping,
  autoMapping,
  type ColumnMapping,
  duplicateTargets,
  importFields,
  legacyEncodingFor,
  legacyEncodings,
  type ParsedTable,
  readUpload,
  type UploadEncoding,
  UploadFormatError,
} from './column-mapping';
import { CreatedLinks } from './created-links';
import { createdRecords } from './created-records';
import { failureText } from './failure-text';
import { importErrorMap, importFieldLabel, importRowLabel } from './import-labels';
import { LabeledSelect } from './labeled-select';
import { OperationsPage } from './operations-layout';
import { rowProblems } from './row-problems';

const IGNORE = '__ignore';
/** The "into goal" choice that leaves each challenge's goal to the file's goal column. */
const GOAL_FROM_FILE = '__file';

/** Each resource's preview and apply endpoints (the same schemas for every resource). */
const importRoutes = {
  goals: { preview: operationsRoutes.importGoalsPreview, apply: operationsRoutes.importGoalsApply },
  levels: {
    preview: operationsRoutes.importLevelsPreview,
    apply: operationsRoutes.importLevelsApply,
  },
  challenges: {
    preview: operationsRoutes.importChallengesPreview,
    apply: operationsRoutes.importChallengesApply,
  },
  faq: { preview: operationsRoutes.importFaqPreview, apply: operationsRoutes.importFaqApply },
} as const satisfies Record<ImportResource, unknown>;

/**
 * /settings/import: upload CSV or JSON for goals, levels, challenges or FAQ, map its columns to
 * fields, let the server validate every row, then import all-or-nothing or the valid rows only.
 */
export default function ImportPage() {
  // The resources' namespaces hold their fields' labels (`importFieldLabel`).
  const { t } = useTranslation(['operations', 'common', ...importResources]);
  const { language } = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const fileId = useId();
  const intoGoalHintId = useId();
  const [resource, setResource] = useState<ImportResource>('goals');
  /** The goal a challenges import goes into; null: each row's goal column says. */
  const [intoGoal, setIntoGoal] = useState<number | null>(null);
  const [upload, setUpload] = useState<{ name: string; bytes: Uint8Array } | null>(null);
  const [encoding, setEncoding] = useState<UploadEncoding>('auto');
  const [table, setTable] = useState<ParsedTable | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mode, setMode] = useState<ImportMode>('valid-only');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fields = importFields(resource);
  // All or nothing cannot succeed once the check found a row with errors: the server refuses it.
  const allOrNothingRefused = mode === 'all-or-nothing' && (preview?.invalid.length ?? 0) > 0;
  const duplicates = duplicateTargets(mapping);

  const resetChecks = () => {
    setPreview(null);
    setResult(null);
    setProblem(null);
  };

  const chooseResource = (next: ImportResource) => {
    setResource(next);
    if (table) setMapping(autoMapping(table.columns, importFields(next)));
    resetChecks();
  };

  /** Reads the file in `readAs` (detected, with the admin's language's legacy encoding as fallback). */
  const read = (file: { name: string; bytes: Uint8Array } | null, readAs: UploadEncoding) => {
    resetChecks();
    setFileProblem(null);
    setTable(null);
    if (!file) return;
    try {
      const parsed = readUpload(file.name, file.bytes, readAs, legacyEncodingFor(language));
      setTable(parsed);
      setMapping(autoMapping(parsed.columns, fields));
    } catch (error) {
      const known = error instanceof UploadFormatError ? error : null;
      setFileProblem(
        t(`import.fileProblems.${known?.message ?? 'unreadable'}`, {
          column: known?.column,
          ...known?.counts,
        }),
      );
    }
  };

  const chooseFile = async (file: File | undefined) => {
    const chosen = file
      ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null;
    setUpload(chosen);
    read(chosen, encoding);
  };

  const chooseEncoding = (next: UploadEncoding) => {
    setEncoding(next);
    read(upload, next);
  };

  const rows = useMemo(
    () => (table ? applyMapping(resource, table, mapping) : []),
    [resource, table, mapping],
  );

  // Only a challenges import goes into a goal; the server checks the goal exists.
  const goalChoice = resource === 'challenges' && intoGoal !== null ? { goalId: intoGoal } : {};

  const runPreview = async () => {
    setBusy(true);
    resetChecks();
    try {
      setPreview(
        await client.call(importRoutes[resource].preview, { body: { rows, ...goalChoice } }),
      );
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const imported = await client.call(importRoutes[resource].apply, {
        body: { rows, mode, ...goalChoice },
      });
      setResult(imported);
      toast.success(t('import.created', { created: formatNumber(imported.created, language) }));
      await queryClient.invalidateQueries({ queryKey: [resource] });
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OperationsPage title={t('import.title')} description={t('import.description')}>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('import.steps.file')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-4">
          <LabeledSelect
            label={t('import.resource')}
            value={resource}
            onChange={(value) => chooseResource(value as ImportResource)}
            options={importResources.map((value) => ({
              value,
              label: t(`export.resources.${value}`),
            }))}
          />
          {resource === 'challenges' ? (
            <IntoGoalSelect
              hintId={intoGoalHintId}
              value={intoGoal}
              onChange={(goalId) => {
                setIntoGoal(goalId);
                resetChecks();
              }}
            />
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={fileId}>{t('import.file')}</Label>
            <FileInput
              id={fileId}
              accept=".csv,.json,text/csv,application/json"
              labels={{ choose: t('fileInput.choose'), noFile: t('fileInput.noFile') }}
              onFileChange={(file) => void chooseFile(file)}
            />
          </div>
          <LabeledSelect
            label={t('import.encoding')}
            value={encoding}
            onChange={(value) => chooseEncoding(value as UploadEncoding)}
            options={(['auto', ...legacyEncodings] as const).map((value) => ({
              value,
              label: t(`import.encodings.${value}`),
            }))}
          />
          {resource === 'challenges' ? (
            <p id={intoGoalHintId} className="basis-full text-sm text-muted-foreground">
              {t(intoGoal === null ? 'import.intoGoalFromFileHint' : 'import.intoGoalHint')}
            </p>
          ) : null}
          {fileProblem ? (
            <p role="alert" className="basis-full text-sm text-destructive">
              {fileProblem}
            </p>
          ) : null}
          {table ? (
            <p className="basis-full text-sm text-muted-foreground">
              {t('import.parsed', {
                count: table.rows.length,
                rows: formatNumber(table.rows.length, language),
                columns: table.columns.length,
              })}
            </p>
          ) : null}
        </CardContent>
      </Card>

      {table ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('import.steps.mapping')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {/*
              On a phone each column stacks above its select (the header row is left to screen
              readers), so the page never widens past the screen; from sm on, a two-column table.
            */}
            <table className="w-full max-w-2xl text-sm max-sm:block">
              <caption className="sr-only">{t('import.steps.mapping')}</caption>
              <thead className="text-left max-sm:sr-only">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('import.sourceColumn')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('import.targetField')}
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {table.columns.map((column) => (
                  <tr
                    key={column}
                    data-slot="import-mapping-row"
                    className="border-t max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:py-2"
                  >
                    <th
                      scope="row"
                      className="py-2 pr-4 text-left font-mono font-normal wrap-anywhere max-sm:p-0"
                    >
                      {column}
                    </th>
                    <td className="py-2 max-sm:p-0">
                      <LabeledSelect
                        hideLabel
                        label={t('import.fieldFor', { column })}
                        value={mapping[column] ?? IGNORE}
                        onChange={(value) => {
                          setMapping({ ...mapping, [column]: value === IGNORE ? null : value });
                          resetChecks();
                        }}
                        options={[
                          { value: IGNORE, label: t('import.ignore') },
                          ...fields.map((field) => ({
                            value: field,
                            label: fieldOption(importFieldLabel(resource, field, t), field),
                          })),
                        ]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <SampleRows
              resource={resource}
              fields={fields.filter((field) => Object.values(mapping).includes(field))}
              rows={rows}
            />
            {duplicates.length > 0 ? (
              <p role="alert" className="text-sm text-destructive">
                {t('import.duplicateFields', {
                  fields: duplicates
                    .map((field) => importFieldLabel(resource, field, t))
                    .join(', '),
                })}
              </p>
            ) : null}
            <div>
              <Button
                onClick={() => void runPreview()}
                disabled={busy || duplicates.length > 0 || table.rows.length === 0}
              >
                {t('import.preview')}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}

      {problem && !preview ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {preview ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('import.steps.preview')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p role="status" className="text-sm">
              {t('import.previewSummary', {
                total: formatNumber(preview.total, language),
                valid: formatNumber(preview.valid, language),
                invalid: formatNumber(preview.invalid.length, language),
              })}
            </p>
            <RowErrors errors={preview.invalid} resource={resource} rows={rows} table={table} />
            {result ? null : (
              <div className="grid gap-3">
                <RadioGroup
                  value={mode}
                  onValueChange={(value) => setMode(value as ImportMode)}
                  aria-label={t('import.mode')}
                >
                  {importModes.map((value) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem value={value} id={`${fileId}-${value}`} />
                      <Label htmlFor={`${fileId}-${value}`}>{t(`import.modes.${value}`)}</Label>
                    </div>
                  ))}
                </RadioGroup>
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    onClick={() => void apply()}
                    disabled={busy || preview.valid === 0 || allOrNothingRefused}
                    aria-describedby={allOrNothingRefused ? `${fileId}-refused` : undefined}
                  >
                    {t('import.apply')}
                  </Button>
                  {allOrNothingRefused ? (
                    <p id={`${fileId}-refused`} className="text-sm text-muted-foreground">
                      {t('import.allOrNothingRefused', {
                        count: preview.invalid.length,
                        invalid: formatNumber(preview.invalid.length, language),
                      })}
                    </p>
                  ) : null}
                </div>
                {problem ? (
                  <p role="alert" className="text-sm text-destructive">
                    {problem}
                  </p>
                ) : null}
              </div>
            )}
          </CardContent>
        </Card>
      ) : null}

      {result ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('import.steps.result')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p role="status" className="text-sm">
              {t('import.resultSummary', {
                created: formatNumber(result.created, language),
                skipped: formatNumber(result.skipped.length, language),
              })}
            </p>
            <CreatedLinks
              resource={resource}
              created={createdRecords(resource, rows, result, intoGoal ?? undefined)}
              table={table}
            />
            <RowErrors errors={result.skipped} resource={resource} rows={rows} table={table} />
          </CardContent>
        </Card>
      ) : null}
    </OperationsPage>
  );
}

/**
 * The goal a challenges import goes into, chosen once for every row instead of a goal column in
 * each; or none, each row's goal column then saying it. Found by typing: with many goals a plain
 * select's list scrolls them out of reach.
 */
function IntoGoalSelect({
  value,
  onChange,
  hintId,
}: {
  value: number | null;
  onChange(goalId: number | null): void;
  /** The paragraph that says where the rows go, read with the field. */
  hintId: string;
}) {
  const { t } = useTranslation('operations');
  const goals = useGoalSummaries();
  return (
    <FormField
      label={t('import.intoGoal')}
      error={goals.error ? describeError(goals.error, t).title : undefined}
      className="w-72 gap-1.5"
    >
      <FormControl>
        <Combobox
          aria-describedby={hintId}
          value={value === null ? GOAL_FROM_FILE : String(value)}
          // An emptied box is "no goal chosen": each row's goal column then says.
          onValueChange={(chosen) =>
            onChange(chosen === null || chosen === GOAL_FROM_FILE ? null : Number(chosen))
          }
          options={[
            { value: GOAL_FROM_FILE, label: t('import.intoGoalFromFile') },
            ...(goals.data?.goals ?? []).map((goal) => ({
              value: String(goal.goalId),
              label: goal.goalTitle,
            })),
          ]}
          emptyMessage={t('import.noGoalMatches')}
          toggleLabel={t('import.showGoals')}
        />
      </FormControl>
    </FormField>
  );
}

/** A field choice: its label, with the name an exported file's header uses when that differs. */
const fieldOption = (label: string, field: string) =>
  label === field ? field : `${label} (${field})`;

/** How many of the mapped rows the mapping step shows, as they will be sent. */
const SAMPLE_ROWS = 5;

/**
 * The first rows as read and mapped, one column per mapped field, so a wrong encoding, separator or
 * mapping shows before anything is checked or created.
 */
function SampleRows({
  resource,
  fields,
  rows,
}: {
  resource: ImportResource;
  fields: readonly string[];
  rows: readonly Record<string, unknown>[];
}) {
  const { t } = useTranslation(['operations', resource]);
  const { language } = useLanguage();
  if (fields.length === 0 || rows.length === 0) return null;
  const shown = rows.slice(0, SAMPLE_ROWS);
  const cell = (value: unknown) =>
    value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const caption = t('import.sample', {
    count: rows.length,
    shown: formatNumber(shown.length, language),
    rows: formatNumber(rows.length, language),
  });
  return (
    <div data-slot="import-sample" className="grid gap-1.5">
      <TableScroll label={caption}>
        <table className="w-full text-sm">
          <caption className="px-2 py-1.5 text-left text-muted-foreground">{caption}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {fields.map((field) => (
                <th key={field} scope="col" className="px-2 py-1.5 font-medium">
                  {importFieldLabel(resource, field, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              // The rows have no identity of their own; their order is the file's.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one mapping
              <tr key={index} className="border-t">
                {fields.map((field) => (
                  <td
                    key={field}
                    className="max-w-64 truncate px-2 py-1.5"
                    title={cell(row[field])}
                  >
                    {cell(row[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** The rows the server refused, numbered as the spreadsheet numbers them (`importRowLabel`). */
function RowErrors({
  errors,
  resource,
  rows,
  table,
}: {
  errors: readonly ImportRowError[];
  resource: ImportResource;
  /** The rows that were sent, to word their problems in the console's language. */
  rows: readonly unknown[];
  /** The file's table, whose spreadsheet row numbers name the rows. */
  table: ParsedTable | null;
}) {
  const { t } = useTranslation(['operations', 'resource', resource]);
  const errorMap = useMemo(() => importErrorMap(validationErrorMap(t), t), [t]);
  if (errors.length === 0) return null;
  return (
    <ul aria-label={t('import.rowErrors')} className="grid gap-1 text-sm">
      {errors.map((rowError) => (
        <li key={rowError.row} className="rounded-md border border-destructive/40 p-2">
          <span className="font-medium">{importRowLabel(table, rowError.row, t)}</span>{' '}
          {rowProblems(resource, rows[rowError.row], rowError.errors, errorMap, t)
            .map((issue) =>
              issue.path
                ? `${importFieldLabel(resource, issue.path, t)}: ${issue.message}`
                : issue.message,
            )
            .join('; ')}
        </li>
      ))}
    </ul>
  );
}
