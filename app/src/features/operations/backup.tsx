import { useAdminCore, useApiClient, useAuth, useLanguage } from '@console/admin-core/react';
import {
  type BackupHead,
  errorRules,
  isRestorableSchemaVersion,
  operationsRoutes,
  RESTORE_CONFIRMATION,
  type RestoreResult,
} from '@console/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FileInput,
  Label,
  toast,
} from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadErrorRuleTexts, ruleText } from '../../i18n/api-error';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { LOGIN_PATH } from '../../routes/paths';
import { operationsQueryKey } from './api';
import { failureText } from './failure-text';
import { OperationsPage } from './operations-layout';
import { checkBackupHead, HEAD_BYTES, uploadBackup } from './restore-upload';
import { type StreamedExportRun, useStreamedExport } from './streamed-export';
import { formatBytes } from './units';

const restoreVersionsQueryKey = [...operationsQueryKey, 'restoreVersions'] as const;

/** A chosen backup file: its checked head, or why it cannot be restored here. */
type ChosenBackup =
  | { ok: true; file: File; head: BackupHead }
  | { ok: false; fileName: string; problem: string };

/**
 * /settings/backup: download a full backup; restore one after a check of its head and a typed
 * confirmation, uploading the file as it is with progress (the browser never reads it whole).
 */
export default function BackupPage() {
  const { t } = useTranslation(['operations', 'common']);
  return (
    <OperationsPage title={t('backup.title')} description={t('backup.description')}>
      <DownloadCard />
      <RestoreCard />
    </OperationsPage>
  );
}

function DownloadCard() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const client = useApiClient();
  // The same download as the exports: 4 MB Blob parts, bytes received, cancellable.
  const { run, start, cancel } = useStreamedExport();

  const download = async () => {
    const ended = await start({
      send: (signal) => client.callRaw(operationsRoutes.backup, { signal }),
      format: 'json',
      // One document of gigabytes, not rows: bytes only, nothing decoded on the way.
      countRecords: false,
      fallbackName: 'console-backup.json',
    });
    if (ended.state === 'done') toast.success(t('backup.downloaded', { name: ended.fileName }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('backup.download.title')}</CardTitle>
        <CardDescription>{t('backup.download.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          {run.state === 'running' ? (
            <Button variant="outline" onClick={cancel}>
              {t('common:actions.cancel')}
            </Button>
          ) : (
            <Button onClick={() => void download()}>
              <DownloadIcon aria-hidden="true" />
              {t('backup.download.button')}
            </Button>
          )}
        </div>
        <DownloadStatus run={run} language={language} />
      </CardContent>
    </Card>
  );
}

function DownloadStatus({ run, language }: { run: StreamedExportRun; language: string }) {
  const { t } = useTranslation(['operations', 'common']);
  if (run.state === 'idle') return null;
  if (run.state === 'cancelled') {
    return (
      <p role="status" className="text-sm">
        {t('backup.download.cancelled')}
      </p>
    );
  }
  if (run.state === 'failed') {
    return (
      <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
        <p className="font-medium text-destructive">{t('backup.download.failed')}</p>
        <p>{failureText(run.error, t)}</p>
      </div>
    );
  }
  const size = formatBytes(run.progress.bytes, language);
  return (
    <p role="status" className="text-sm text-muted-foreground tabular-nums">
      {run.state === 'done'
        ? t('backup.download.done', { size })
        : t('backup.download.receiving', { size })}
    </p>
  );
}

interface TableProgress {
  readonly rows: number;
  readonly done: boolean;
}

/** A restore under way or finished; `tables` as the server reported them, in file order. */
type RestoreRun =
  | { state: 'idle' }
  | {
      state: 'running';
      sent: number;
      total: number;
      accepted: boolean;
      tables: ReadonlyMap<string, TableProgress>;
    }
  | { state: 'done'; result: RestoreResult }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

/** Renews the access token first when it would expire within this long. */
const TOKEN_MARGIN_MS = 60_000;

function RestoreCard() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const core = useAdminCore();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const inputId = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenBackup | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [run, setRun] = useState<RestoreRun>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the upload: the server then rolls the restore back.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    setRun({ state: 'idle' });
    if (!file) {
      setChosen(null);
      return;
    }
    // Only the first bytes: a backup of a large database is gigabytes.
    const checked = checkBackupHead(await file.slice(0, HEAD_BYTES).text());
    if (!checked.ok) {
      setChosen({
        ok: false,
        fileName: file.name,
        problem: t(`backup.restore.${checked.problem}`),
      });
      return;
    }
    const refusal = await versionRefusal(checked.head.schemaVersion);
    setChosen(
      refusal === null
        ? { ok: true, file, head: checked.head }
        : { ok: false, fileName: file.name, problem: refusal },
    );
  };

  /**
   * Why the server would refuse a backup of this schema version, said before the admin confirms
   * replacing every table; null when it restores it (or when its versions cannot be read now: the
   * server checks the head again).
   */
  const versionRefusal = async (backup: number): Promise<string | null> => {
    try {
      const versions = await queryClient.fetchQuery({
        queryKey: restoreVersionsQueryKey,
        queryFn: ({ signal }) => client.call(operationsRoutes.restoreVersions, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      });
      if (isRestorableSchemaVersion(backup, versions)) return null;
      await loadErrorRuleTexts();
      const refusal = { rule: errorRules.restoreSchemaVersion, params: { backup, ...versions } };
      return ruleText(refusal, t);
    } catch {
      return null;
    }
  };

  const restore = async () => {
    if (!chosen?.ok) return;
    const { file } = chosen;
    const abort = new AbortController();
    controller.current = abort;
    let tables = new Map<string, TableProgress>();
    let progress = { sent: 0, total: file.size, accepted: false };
    const show = () => setRun({ state: 'running', ...progress, tables });
    show();
    try {
      const result = await uploadBackup({
        url: `${core.client.prefix}${operationsRoutes.restore.path}`,
        file,
        token: await core.client.accessTokenValidFor(TOKEN_MARGIN_MS),
        signal: abort.signal,
        onUpload: ({ sent, total }) => {
          progress = { ...progress, sent, total };
          show();
        },
        onLine: (line) => {
          if (line.type === 'accepted') progress = { ...progress, accepted: true };
          if (line.type === 'progress') {
            tables = new Map(tables).set(line.table, { rows: line.rows, done: line.done });
          }
          show();
        },
      });
      setRun({ state: 'done', result });
    } catch (error) {
      if (abort.signal.aborted) setRun({ state: 'cancelled' });
      else setRun({ state: 'failed', message: failureText(error, t) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const signInAgain = () => {
    void logout().finally(() => navigate(LOGIN_PATH, { replace: true }));
  };

  const running = run.state === 'running';

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('backup.restore.title')}</CardTitle>
        <CardDescription>{t('backup.restore.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor={inputId}>{t('backup.restore.file')}</Label>
          <FileInput
            id={inputId}
            accept=".json,application/json"
            disabled={running}
            labels={{ choose: t('fileInput.choose'), noFile: t('fileInput.noFile') }}
            onFileChange={(file) => void choose(file)}
          />
        </div>
        {chosen && !chosen.ok ? (
          <p role="alert" className="text-sm text-destructive">
            {chosen.problem}
          </p>
        ) : null}
        {chosen?.ok ? (
          <div className="grid gap-2 text-sm">
            <p>
              {t('backup.restore.fileSummary', {
                createdAt: formatDateTime(chosen.head.createdAt, language),
                version: chosen.head.schemaVersion,
                size: formatBytes(chosen.file.size, language),
              })}
            </p>
            {/* After a restore every session has ended: the next step is signing in again. */}
            <div className="flex gap-2" hidden={run.state === 'done'}>
              {running ? (
                <Button variant="outline" onClick={() => controller.current?.abort()}>
                  {t('common:actions.cancel')}
                </Button>
              ) : (
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  <UploadIcon aria-hidden="true" />
                  {t('backup.restore.button')}
                </Button>
              )}
            </div>
          </div>
        ) : null}
        <RestoreStatus run={run} language={language} onSignInAgain={signInAgain} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={t('backup.restore.confirmTitle')}
        description={t('backup.restore.confirmDescription')}
        confirmationText={RESTORE_CONFIRMATION}
        confirmationLabel={t('backup.restore.confirmationLabel', { text: RESTORE_CONFIRMATION })}
        confirmLabel={t('backup.restore.button')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => {
          // The dialog closes at once; progress and the outcome show on the page.
          void restore();
        }}
      />
    </Card>
  );
}

/**
 * A backup table's name in the admin's language ("Admin users" for `admin_users`); a table this
 * console does not know (a newer server's) keeps its own name.
 */
export const tableLabel = (name: string, t: TFunction<'operations'>) =>
  t(`backup.restore.tables.${name}`, { defaultValue: name });

function TableRows({
  tables,
  language,
}: {
  tables: readonly (readonly [string, TableProgress])[];
  language: string;
}) {
  const { t } = useTranslation('operations');
  if (tables.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
      {tables.map(([name, { rows, done }]) => (
        <li key={name} data-done={done}>
          {t('backup.restore.tableRows', {
            name: tableLabel(name, t),
            count: rows,
            rows: formatNumber(rows, language),
          })}
        </li>
      ))}
    </ul>
  );
}

function RestoreStatus({
  run,
  language,
  onSignInAgain,
}: {
  run: RestoreRun;
  language: string;
  onSignInAgain: () => void;
}) {
  const { t } = useTranslation('operations');
  if (run.state === 'idle') return null;
  if (run.state === 'cancelled') {
    return (
      <p role="status" className="text-sm">
        {t('backup.restore.cancelled')}
      </p>
    );
  }
  if (run.state === 'failed') {
    return (
      <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
        <p className="font-medium text-destructive">{t('backup.restore.refused')}</p>
        <p>{run.message}</p>
      </div>
    );
  }
  if (run.state === 'done') {
    const { result } = run;
    return (
      <div role="status" className="grid gap-2 rounded-md border p-3 text-sm">
        <p className="font-medium">
          {t('backup.restore.done', {
            count: result.tables.length,
            createdAt: formatDateTime(result.backupCreatedAt, language),
          })}
        </p>
        <TableRows
          tables={result.tables.map(({ name, rows }) => [name, { rows, done: true }] as const)}
          language={language}
        />
        <p>{t('backup.restore.sessionsEnded')}</p>
        <div>
          <Button onClick={onSignInAgain}>{t('backup.restore.signInAgain')}</Button>
        </div>
      </div>
    );
  }
  const uploaded = run.sent >= run.total;
  return (
    <div className="grid gap-2 text-sm">
      <progress
        className="h-2 w-full"
        aria-label={t('backup.restore.uploadProgress')}
        max={Math.max(1, run.total)}
        value={run.sent}
      />
      <p role="status">
        {uploaded
          ? t('backup.restore.finishing')
          : t('backup.restore.uploading', {
              sent: formatBytes(run.sent, language),
              total: formatBytes(run.total, language),
            })}
      </p>
      <TableRows tables={[...run.tables]} language={language} />
    </div>
  );
}
