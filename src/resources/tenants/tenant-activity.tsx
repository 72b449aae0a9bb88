import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { auditSentence } from '../../components/audit-sentence';
import { useListAuditEvents } from '../../generated/endpoints/audit/audit';
import { getStoredUser, getToken } from '../../lib/session';
import { tenantIdFromToken } from '../../lib/token-claims';
import type { TenantRecord } from './tenant-record';
import { dateLocale } from '../../lib/date-time-format';

/** How many events the panel shows: the latest, not the history (that is the audit log's). */
export const ACTIVITY_SIZE = 10;

/** What happened to one tenant, as the system tenant's log has it: all tenants' events are read there. */
function activityParams(tenantId: number) {
  return {
    filter: JSON.stringify({ targetType: 'tenant', targetId: String(tenantId) }),
    sort: '["at","DESC"]',
    range: `[0,${ACTIVITY_SIZE - 1}]`,
  };
}

/** The tenant's latest audit events, newest first, each as a sentence with its time. */
export function TenantActivity() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const headingId = useId();
  const [locale] = useLocaleState();
  // Administrators belong to the system tenant; acting there, they read every tenant's events.
  const systemTenantId = getStoredUser()?.tenantId ?? tenantIdFromToken(getToken());
  const events = useListAuditEvents(activityParams(record?.id ?? 0), {
    query: { enabled: record !== undefined },
    request: systemTenantId === undefined ? undefined : { headers: { 'X-Tenant-Id': String(systemTenantId) } },
  });
  const dates = new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate('resources.tenants.activity.title')}
      </Typography>
      <div>
        {events.isPending && !events.isError && (
          <>
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </>
        )}
        {events.isError && (
          <Alert severity="warning">{translate('resources.tenants.activity.failed', { message: events.error.message })}</Alert>
        )}
        {events.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.tenants.activity.empty')}
          </Typography>
        )}
        {events.data !== undefined && events.data.length > 0 && (
          <List dense disablePadding>
            {events.data.map((event) => (
              <ListItem key={event.eventId} disableGutters divider>
                <ListItemText
                  primary={auditSentence(event, translate)}
                  secondary={<time dateTime={event.at}>{dates.format(new Date(event.at))}</time>}
                />
              </ListItem>
            ))}
          </List>
        )}
      </div>
    </Box>
  );
}
