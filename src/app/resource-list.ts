import type { ResourceModule } from '../lib/resource-module';
import attributes from '../resources/attributes';
import auditEvents from '../resources/audit-events';
import tenants from '../resources/tenants';
import users from '../resources/users';
import webhooks from '../resources/webhooks';

/**
 * The console's resources, in menu order: its routes, menu, data provider, first-screen requests
 * and code preloads all follow from this list.
 */
export const RESOURCES: readonly ResourceModule[] = [tenants, users, webhooks, attributes, auditEvents];
