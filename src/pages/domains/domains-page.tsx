import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { useActingTenant } from '../../features/tenant-context';
import { useCurrentUser } from '../../components/use-current-user';
import { useListDomainProofs } from '../../generated/endpoints/domains/domains';
import { AddDomainForm } from './add-domain-form';
import { DomainProofCard } from './domain-proof-card';
import { NoDomains } from './no-domains';
import { OwnersOnly } from './owners-only';

const FORBIDDEN = 403;

/**
 * `/settings/cname`: the acting tenant adds and removes its domains and proves it owns each, by a
 * TXT record or, when the server offers it, a CNAME. Owners and administrators; a member is told so
 * without asking the server, and sees none of the controls.
 */
export default function DomainsPage() {
  const translate = useTranslate();
  const { access } = useCurrentUser();
  const { tenantId } = useActingTenant();
  const proofs = useListDomainProofs({ query: { enabled: access === 'manage' } });
  const forbidden = access === 'self' || proofs.error?.status === FORBIDDEN;
  const offersCname = proofs.data?.some((proof) => proof.cnameRecord !== null) ?? false;
  const title = <ActingTenantTitle withTenant="domains.page.titleOf" plain="domains.page.title" />;

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
        {title}
      </Typography>
      {forbidden ? (
        <OwnersOnly />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(offersCname ? 'domains.page.introWithCname' : 'domains.page.intro')}
          </Typography>
          {proofs.data && <AddDomainForm key={`add-${tenantId}`} />}
          {proofs.isPending && <LinearProgress aria-label={translate('app.loading')} />}
          {proofs.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void proofs.refetch()}>
                  {translate('domains.retry')}
                </Button>
              }
            >
              {translate('domains.loadFailed', { message: proofs.error.message })}
            </Alert>
          )}
          {proofs.data?.length === 0 && <NoDomains tenantId={tenantId} />}
          {/* Keyed by tenant: a switch starts the next tenant's page afresh, without the last one's outcomes. */}
          <Stack key={tenantId} spacing={2}>
            {proofs.data?.map((proof) => <DomainProofCard key={proof.domainId} proof={proof} />)}
          </Stack>
        </>
      )}
    </Box>
  );
}
