import { TenantTitle } from './tenant-title';
import { PageHeading } from '../../components/page-heading';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import {
  Button,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/local-date-field';
import { VerifiedMark } from '../../components/verified-mark';
import { TenantActivity } from './tenant-activity';
import { TenantAttributesField } from './tenant-attributes-field';
import type { TenantRecord } from './tenant-record';
import { TenantStatusButton } from './tenant-status-button';
import { TenantEditButton } from './tenant-edit-button';
import { TenantStateField } from './tenant-state-field';
import { TenantDeleteButton } from './tenant-delete-button';
import { TenantDeletedBanner } from './tenant-deleted-banner';
import { TenantInvitations } from './tenant-invitations';
import { SignUpDecision } from './sign-up-decision';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { Link } from 'react-router-dom';
import { addressInTenant } from '../../features/tenant-context';

/** Its users and its audit log, acting in it: the address names the tenant, which the layout switches to. */
function InsideTenantButtons() {
  const record = useRecordContext<TenantRecord>();
  // A disabled tenant cannot be acted in.
  if (!record?.enabled) return null;
  return (
    <>
      <Button component={Link} label="resources.tenants.show.users" to={addressInTenant('/users', record.id)}>
        <PeopleIcon />
      </Button>
      <Button component={Link} label="resources.tenants.show.logs" to={addressInTenant('/logs', record.id)}>
        <ListAltIcon />
      </Button>
    </>
  );
}

function DomainsField() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="resources.tenants.fields.domains">
      {record.domains.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.tenants.show.noDomains')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {record.domains.map((domain) => (
            <li key={domain.domainId}>
              <Chip
                // A domain of up to 253 characters wraps inside its chip rather than being cut.
                sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                label={domain.name}
                variant="outlined"
                size="small"
                color={domain.verified ? 'success' : 'default'}
                icon={domain.verified ? <VerifiedMark label={translate('domains.mark.verified')} /> : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
    </Labeled>
  );
}

function RemarkField() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="resources.tenants.fields.remark">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} color={record.remark ? 'text.primary' : 'text.secondary'}>
        {record.remark || translate('resources.tenants.show.noRemark')}
      </Typography>
    </Labeled>
  );
}

export default function TenantShow() {
  return (
    <Show
      sx={WRAP_LONG_TEXT}
      title={<TenantTitle />}
      actions={
        <TopToolbar>
          <InsideTenantButtons />
          <TenantStatusButton />
          <TenantEditButton />
          <TenantDeleteButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <TenantTitle />
      </PageHeading>
      <TenantDeletedBanner />
      <SignUpDecision />
      <SimpleShowLayout>
        <NumberField source="id" options={{ useGrouping: false }} />
        <TextField source="username" />
        <TenantStateField label="resources.tenants.fields.enabled" />
        <DomainsField />
        <RemarkField />
        <TenantAttributesField />
        <LocalDateField source="createdAt" />
        <LocalDateField source="updatedAt" />
      </SimpleShowLayout>
      <TenantInvitations />
      <TenantActivity />
    </Show>
  );
}
