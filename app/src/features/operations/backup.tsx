import { useApiClient, useAuth, useLanguage } from '@console/admin-core/react';
import {
  type BackupDocument,
  backupDocumentSchema,
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
  Input,
  Label,
  toast,
} from '@console/ui';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { LOGIN_PATH } from '../../routes/paths';
import { failureText } from './failure-text';
import { OperationsPage } from './operations-layout';
import { attachmentFileName, readWithProgress, saveFile } from './stream-progress';
import { formatBytes } from './units';

/** A chosen backup file: the checked document, or why it cannot be a backup. */
type ChosenBackup =
  | { ok: true; fileName: string; document: BackupDocument }
  | { ok: false; fileName: string; problem: string };

/** /settings/backup: download a full backup; restore one after a shape check and typed confirmation. */
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
  const [bytes, setBytes] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    setBytes(0);
    try {
      const response = await client.callRaw(operationsRoutes.backup);
      if (!response.body) throw new Error(t('export.noBody'));
      const chunks = await readWithProgress(response.body, 'json', null, (progress) =>
        setBytes(progress.bytes),
      );
      const fileName =
        attachmentFileName(response.headers.get('content-disposition')) ?? 'console-backup.json';
      saveFile(chunks as BlobPart[], fileName, 'application/json');
      toast.success(t('backup.downloaded', { name: fileName }));
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('backup.download.title')}</CardTitle>
        <CardDescription>{t('backup.download.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button onClick={() => void download()} disabled={busy}>
            <DownloadIcon aria-hidden="true" />
            {t('backup.download.button')}
          </Button>
        </div>
        {bytes !== null && !problem ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t(busy ? 'backup.download.receiving' : 'backup.download.done', {
              size: formatBytes(bytes, language),
            })}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RestoreCard() {
  const { t } = useTranslation(['operations', 'common']);
  const { language } = useLanguage();
  const client = useApiClient();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const inputId = useId();
  const [chosen, setChosen] = useState<ChosenBackup | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<RestoreResult | null>(null);

  const choose = async (file: File | undefined) => {
    setRefusal(null);
    setResult(null);
    if (!file) {
      setChosen(null);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setChosen({ ok: false, fileName: file.name, problem: t('backup.restore.notJson') });
      return;
    }
    const checked = backupDocumentSchema.safeParse(parsed);
    setChosen(
      checked.success
        ? { ok: true, fileName: file.name, document: checked.data }
        : { ok: false, fileName: file.name, problem: t('backup.restore.notBackup') },
    );
  };

  const restore = async () => {
    if (!chosen?.ok) return;
    try {
      const restored = await client.call(operationsRoutes.restore, {
        body: { confirm: RESTORE_CONFIRMATION, backup: chosen.document },
      });
      setResult(restored);
    } catch (error) {
      // The dialog closes; the refusal (e.g. another schema version) stays on the page.
      setRefusal(failureText(error, t));
    }
  };

  const signInAgain = () => {
    void logout().finally(() => navigate(LOGIN_PATH, { replace: true }));
  };

  const tables = chosen?.ok ? Object.entries(chosen.document.tables) : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('backup.restore.title')}</CardTitle>
        <CardDescription>{t('backup.restore.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor={inputId}>{t('backup.restore.file')}</Label>
          <Input
            id={inputId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
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
              {t('backup.restore.summary', {
                createdAt: formatDateTime(chosen.document.createdAt, language),
                version: chosen.document.schemaVersion,
              })}
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
              {tables.map(([name, rows]) => (
                <li key={name}>
                  {t('backup.restore.tableRows', {
                    name,
                    count: rows.length,
                    rows: formatNumber(rows.length, language),
                  })}
                </li>
              ))}
            </ul>
            <div>
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <UploadIcon aria-hidden="true" />
                {t('backup.restore.button')}
              </Button>
            </div>
          </div>
        ) : null}
        {refusal ? (
          <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
            <p className="font-medium text-destructive">{t('backup.restore.refused')}</p>
            <p>{refusal}</p>
          </div>
        ) : null}
        {result ? (
          <div role="status" className="grid gap-2 rounded-md border p-3 text-sm">
            <p className="font-medium">
              {t('backup.restore.done', {
                count: result.tables.length,
                createdAt: formatDateTime(result.backupCreatedAt, language),
              })}
            </p>
            <p>{t('backup.restore.sessionsEnded')}</p>
            <div>
              <Button onClick={signInAgain}>{t('backup.restore.signInAgain')}</Button>
            </div>
          </div>
        ) : null}
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
        onConfirm={restore}
      />
    </Card>
  );
}
