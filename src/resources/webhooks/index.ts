import WebhookIcon from '@mui/icons-material/Webhook';
import { adminPage } from '../../components/lazy-page-with-messages';
import type { ResourceModule } from '../../lib/resource-module';
import { WebhookAccess } from './webhook-access';
import { createWebhookDataProvider } from './webhook-data-provider';
import type { WebhookRecord } from './webhook-record';

/** A tenant's webhook endpoints, their signing secrets and deliveries: its owners' and the administrators' alone. */
const webhooks: ResourceModule = {
  name: 'webhooks',
  views: {
    list: adminPage(() => import('./webhook-list')),
    show: adminPage(() => import('./webhook-show')),
    edit: adminPage(() => import('./webhook-edit')),
    create: adminPage(() => import('./webhook-create')),
  },
  audience: 'tenant',
  offeredTo: 'managers',
  guard: WebhookAccess,
  icon: WebhookIcon,
  recordRepresentation: (record: WebhookRecord) => record.url,
  createDataProvider: createWebhookDataProvider,
};

export default webhooks;
