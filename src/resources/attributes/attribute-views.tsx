import { CreateButton, EditButton, SaveButton, TextInput, Toolbar, TopToolbar } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button';
import { EmptyListInvite } from '../../components/empty-list-invite';
import { createAttributeDefinitionBody, listAttributeDefinitionsResponse, updateAttributeDefinitionBody } from '../../generated/zod/attributes/attributes.zod';
import type { AttributeDefinition } from '../../generated/model';
import { useLanguage } from '../../i18n/translate';
import { attributeLabel } from '../../lib/attribute-text';
import { AttributeChoicesInput, AttributeLabelsInput } from './attribute-inputs';
import type { AttributeRecord } from './attribute-record';

/** The label in the language the console shows. */
function ShownLabel({ definition }: { definition: AttributeDefinition }) {
  return <>{attributeLabel(definition, useLanguage())}</>;
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
      empty: <EmptyListInvite resource="attributes" />,
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
