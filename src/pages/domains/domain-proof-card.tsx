import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DomainProof } from '../../generated/model';
import { DnsRecords } from './dns-records';
import { DomainStateChip } from './domain-state-chip';
import { failureSentence } from './failure-sentence';
import { provedElsewhereSentence } from './proved-elsewhere-sentence';
import { RemoveDomainButton } from './remove-domain-button';
import { useDomainCheck } from './use-domain-check';
import { formatDateTime } from '../../lib/date-time-format';

const SEVERITY = { verified: 'success', failed: 'error', pending: 'info' } as const;

/** One domain: its state, when it was last checked and why it failed, the records to create, Verify now, and Remove. */
export function DomainProofCard({ proof }: { proof: DomainProof }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const check = useDomainCheck();
  const outcome = check.data;
  // The check's own words while they still describe what is shown, in the language shown;
  // else the stored reason says it (after a reload, a later check elsewhere, a language switch,
  // or another tenant's proof that took the name since).
  const describesShown = outcome?.proof.checkedAt === proof.checkedAt && outcome.proof.state === proof.state;
  const fresh = outcome && outcome.locale === locale && describesShown ? outcome.message : undefined;
  const movedAway = fresh === undefined ? provedElsewhereSentence(proof, translate, locale) : undefined;
  const sentence = fresh ?? failureSentence(proof, translate) ?? movedAway;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {/* The buttons go under the name when they do not fit on one line with it. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
                {proof.name}
              </Typography>
              <DomainStateChip state={proof.state} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {proof.checkedAt === null
                ? translate('domains.neverChecked')
                : translate('domains.checked', { date: formatDateTime(proof.checkedAt, locale) })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button
              variant={proof.state === 'verified' ? 'outlined' : 'contained'}
              onClick={() => check.mutate(proof.name)}
              loading={check.isPending}
              loadingPosition="start"
              startIcon={<FactCheckIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate(check.isPending ? 'domains.verify.submitting' : 'domains.verify.submit')}
            </Button>
            <RemoveDomainButton name={proof.name} />
          </Stack>
        </Box>
        <Box aria-live="polite">
          {sentence !== undefined && (
            <Alert severity={movedAway === undefined ? SEVERITY[proof.state] : 'warning'} sx={{ mt: 2 }}>
              {sentence}
            </Alert>
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          <DnsRecords proof={proof} />
        </Box>
      </CardContent>
    </Card>
  );
}
