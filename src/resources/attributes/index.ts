import LabelIcon from '@mui/icons-material/Label';
import { lazyContractViews } from '../../components/contract-views/lazy-contract-views';
import { adminPage } from '../../components/lazy-page-with-messages';
import type { ResourceModule } from '../../lib/resource-module';
import { createAttributeDataProvider } from './attribute-data-provider';
import type { AttributeRecord } from './attribute-record';

/** The tenants' typed attributes, defined for the whole instance: administrators' alone. */
const attributes: ResourceModule = {
  name: 'attributes',
  // Declared from the contract; their words are the admin pages' messages.
  views: lazyContractViews(() => import('./attribute-views'), ['list', 'show', 'create', 'edit'], adminPage),
  audience: 'admin',
  icon: LabelIcon,
  recordRepresentation: (record: AttributeRecord) => record.key,
  createDataProvider: createAttributeDataProvider,
};

export default attributes;
