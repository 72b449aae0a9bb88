import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyPage } from '../../components/lazy-page';
import type { ResourceModule } from '../../lib/resource-module';
import { WebhookAccess } from './webhook-access';
import { createWebhookDataProvider } from './webhook-data-provider';
import type { WebhookRecord } from './webhook-record';

/** A tenant's webhook endpoints, their signing secrets and deliveries: its owners' and the administrators' alone. */
const webhooks: ResourceModule = {
  name: 'webhooks',
  views: {
    list: lazyPage(() => import('./webhook-list')),
    show: lazyPage(() => import('./webhook-show')),
    edit: lazyPage(() => import('./webhook-edit')),
    create: lazyPage(() => import('./webhook-create')),
  },
  audience: 'tenant',
  offeredTo: 'managers',
  guard: WebhookAccess,
  icon: WebhookIcon,
  recordRepresentation: (record: WebhookRecord) => record.url,
  createDataProvider: createWebhookDataProvider,
};

export default webhooks;
