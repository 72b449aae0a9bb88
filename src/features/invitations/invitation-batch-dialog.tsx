import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { checkInvitationBatch, inviteUsersInBatch } from '../../generated/endpoints/users/users';
import type { InvitationBatchResult } from '../../generated/model';
import { EXPORT_TIMEOUT_MS, exportFileName, saveFile } from '../../lib/save-file';
import { ApiError } from '../../api/api-error';
import { refusalMessage } from '../../lib/submission-errors';
import { withMessages } from '../../components/with-messages';
import { ADMIN_PAGE_MESSAGES } from '../../i18n/i18n';
import { BATCH_ROWS_MAX, outcomesCsv, outcomesOf, readInvitationFile, type FileOutcome, type FileRow } from './invitation-file';

/** The file's text, read as UTF-8 (FileReader: every browser, and the tests' jsdom, whose files have no `text()`). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsText(file);
  });
}

/** Problems listed in the dialog at most; the download has every row. */
const PROBLEMS_SHOWN = 50;

export interface InvitationBatchDialogProps {
  open: boolean;
  /** The tenant's name, as the title says it. */
  tenant: string | undefined;
  onSent(): void;
  onClose(): void;
}

type Step = { kind: 'choose' } | { kind: 'checked' | 'sent'; name: string; rows: FileRow[]; outcomes: FileOutcome[]; result: InvitationBatchResult };

/**
 * Invitations from a CSV file: read in the browser, checked by the server row by row without
 * sending anything, shown (how many go, and why the others do not), then sent; the outcome of
 * every row can be downloaded at either step.
 */
function BatchDialog({ open, tenant, onSent, onClose }: InvitationBatchDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Ten thousand rows take longer than a call's usual limit.
  const options = { timeoutMs: EXPORT_TIMEOUT_MS };
  const problem = (row: FileRow) => ('problem' in row ? translate(`invitations.batch.problems.${row.problem}`) : '');
  const outcomeWord = (outcome: FileOutcome['outcome']) => translate(`invitations.batch.outcomes.${outcome}`);

  const close = () => {
    if (busy) return;
    setStep({ kind: 'choose' });
    setError(undefined);
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      // The file's own faults are said in the reader's words; the server's, in its own.
      const own = failure instanceof Error && !(failure instanceof ApiError) ? failure.message : undefined;
      setError(own ?? refusalMessage(failure) ?? translate('shell.errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      const rows = readInvitationFile(await textOf(file));
      if (rows.length === 0) throw new Error(translate('invitations.batch.empty'));
      if (rows.length > BATCH_ROWS_MAX) throw new Error(translate('invitations.batch.tooMany', { max: BATCH_ROWS_MAX.toLocaleString(), count: rows.length.toLocaleString() }));
      const sendable = rows.flatMap((row) => ('invitation' in row ? [row.invitation] : []));
      const result = sendable.length === 0 ? { checked: true, sent: 0, rows: [] } : await checkInvitationBatch({ rows: sendable }, options);
      setStep({ kind: 'checked', name: file.name, rows, outcomes: outcomesOf(rows, result.rows, problem), result });
    });
  };

  const send = (rows: FileRow[], name: string) =>
    run(async () => {
      const sendable = rows.flatMap((row) => ('invitation' in row ? [row.invitation] : []));
      const result = await inviteUsersInBatch({ rows: sendable }, options);
      setStep({ kind: 'sent', name, rows, outcomes: outcomesOf(rows, result.rows, problem), result });
      onSent();
    });

  const download = (outcomes: FileOutcome[]) => {
    const headings = ['line', 'email', 'outcome', 'username', 'message'].map((column) => translate(`invitations.batch.columns.${column}`));
    saveFile(new Blob([outcomesCsv(outcomes, { headings, outcome: outcomeWord })], { type: 'text/csv;charset=utf-8' }), exportFileName('invitations'));
  };

  const problems = step.kind === 'choose' ? [] : step.outcomes.filter((row) => row.outcome !== 'ready' && row.outcome !== 'invited');
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{tenant ? translate('invitations.batch.title', { tenant }) : translate('invitations.batch.titlePlain')}</DialogTitle>
      <DialogContent>
        {step.kind === 'choose' && <DialogContentText sx={{ mb: 2 }}>{translate('invitations.batch.text', { max: BATCH_ROWS_MAX.toLocaleString() })}</DialogContentText>}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {step.kind !== 'choose' && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {step.name}
            </Typography>
            <Alert severity={step.result.sent > 0 ? 'success' : 'warning'} sx={{ my: 2 }} role="status">
              {translate(step.kind === 'checked' ? 'invitations.batch.ready' : 'invitations.batch.sent', { count: step.result.sent, smart_count: step.result.sent, total: step.rows.length })}
            </Alert>
            {problems.length > 0 && (
              <>
                <Typography component="h3" variant="subtitle2">
                  {translate('invitations.batch.notSent', { count: problems.length, smart_count: problems.length })}
                </Typography>
                <List dense disablePadding>
                  {problems.slice(0, PROBLEMS_SHOWN).map((row) => (
                    <ListItem key={row.line} disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" component="span">
                        {translate('invitations.batch.problemLine', { line: row.line, email: row.email || '—', outcome: outcomeWord(row.outcome), message: row.message ?? '' })}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
                {problems.length > PROBLEMS_SHOWN && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('invitations.batch.more', { count: problems.length - PROBLEMS_SHOWN })}
                  </Typography>
                )}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step.kind !== 'choose' && (
          <Button onClick={() => download(step.outcomes)} disabled={busy}>
            {translate(step.kind === 'checked' ? 'invitations.batch.downloadCheck' : 'invitations.batch.downloadResults')}
          </Button>
        )}
        <Button onClick={close} disabled={busy}>
          {translate(step.kind === 'sent' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {step.kind !== 'sent' && (
          <Button component="label" variant={step.kind === 'choose' ? 'contained' : 'text'} startIcon={<UploadFileIcon />} disabled={busy}>
            {translate(step.kind === 'choose' ? 'invitations.batch.choose' : 'invitations.batch.chooseAnother')}
            <input type="file" accept=".csv,text/csv" hidden onChange={chosen} />
          </Button>
        )}
        {step.kind === 'checked' && (
          <Button variant="contained" disabled={busy || step.result.sent === 0} onClick={() => void send(step.rows, step.name)}>
            {translate('invitations.batch.send', { count: step.result.sent, smart_count: step.result.sent })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The dialog, once its words have loaded (they come with it, not with the console's first load). */
export const InvitationBatchDialog = withMessages(ADMIN_PAGE_MESSAGES, BatchDialog);
