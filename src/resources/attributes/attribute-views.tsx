import Typography from '@mui/material/Typography';
import { CreateButton, EditButton, SaveButton, TextInput, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button';
import { createAttributeDefinitionBody, listAttributeDefinitionsResponse, updateAttributeDefinitionBody } from '../../generated/zod/attributes/attributes.zod';
import type { AttributeDefinition } from '../../generated/model';
import { useLanguage } from '../../i18n/translate';
import { AttributeChoicesInput, AttributeLabelsInput } from './attribute-inputs';
import type { AttributeRecord } from './attribute-record';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography component="div" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {translate('resources.attributes.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.attributes.invite')}
      </Typography>
      <CreateButton variant="contained" />
    </Typography>
  );
}

/** The label in the language the console shows. */
function ShownLabel({ definition }: { definition: AttributeDefinition }) {
  return <>{useLanguage() === 'en' ? definition.labels.en : definition.labels.zh}</>;
}

function Choices({ definition }: { definition: AttributeDefinition }) {
  return <>{definition.choices.length > 0 ? definition.choices.join(', ') : '—'}</>;
}

const namedBy = (definition: AttributeRecord) => ({ key: definition.key });

/** Deletes the definition in context, after a confirmation saying that every tenant's value of it goes too. */
function DeleteAttributeButton() {
  return <ConfirmedDeleteButton<AttributeRecord> resource="attributes" namedBy={namedBy} />;
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteAttributeButton />
    </Toolbar>
  );
}

/**
 * The tenants' typed attributes, declared from the contract's `AttributeDefinition`: its key, its
 * label in the shown language, its type, whether it is required, unique and listed. The key is
 * given once, on creation; the rest changes on the edit page, where the server refuses what the
 * tenants' values would not survive and says how many stand in the way.
 */
export default defineContractViews({
  name: 'attributes',
  list: listAttributeDefinitionsResponse.shape.data.element,
  input: createAttributeDefinitionBody,
  update: updateAttributeDefinitionBody,
  fields: {
    key: {
      invalid: 'resources.attributes.validation.key',
      input: <TextInput source="key" helperText="resources.attributes.help.key" autoComplete="off" />,
    },
    labels: { render: (definition) => <ShownLabel definition={definition} />, validate: [], input: <AttributeLabelsInput /> },
    choices: { render: (definition) => <Choices definition={definition} />, validate: [], input: <AttributeChoicesInput /> },
  },
  views: {
    list: {
      fields: ['key', 'labels', 'type', 'required', 'unique', 'listed'],
      rowClick: 'show',
      sortable: ['key', 'type'],
      filters: [],
      sort: { field: 'key', order: 'ASC' },
      perPage: 50,
      pagination: false,
      actions: (
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      ),
      empty: <Empty />,
    },
    show: {
      fields: ['key', 'labels', 'type', 'choices', 'required', 'unique', 'listed', 'createdAt', 'updatedAt'],
      actions: (
        <TopToolbar>
          <EditButton />
          <DeleteAttributeButton />
        </TopToolbar>
      ),
    },
    create: { fields: ['key', 'labels', 'type', 'choices', 'required', 'unique', 'listed'] },
    edit: { fields: ['labels', 'type', 'choices', 'required', 'unique', 'listed'], toolbar: <EditToolbar /> },
  },
});
