/**
 * Messages of the tenants' typed attributes: their values as a tenant's page shows them
 * (`attributes.*`), and the administrators' pages that define them (`resources.attributes.*`).
 */
export const attributesEn = {
  attributes: {
    title: 'Attributes',
    notSet: 'Not set',
    none: 'No attributes are defined yet.',
    loadFailed: 'The attributes could not be loaded: %{message}',
  },
  resources: {
    attributes: {
      fields: {
        key: 'Key',
        labels: 'Label',
        labelZh: 'Label in Chinese',
        labelEn: 'Label in English',
        type: 'Type',
        choices: 'Choices',
        required: 'Required',
        unique: 'Unique',
        listed: 'Column in the tenants list',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      choices: {
        type: {
          text: 'Text',
          number: 'Number',
          boolean: 'Yes or no',
          date: 'Date',
          enum: 'One of a list',
        },
      },
      page: {
        list: 'Tenant attributes',
        show: 'Tenant attribute',
        create: 'New tenant attribute',
        edit: 'Edit tenant attribute',
      },
      empty: 'No tenant attributes yet',
      invite: 'Define one (a plan, a region, a renewal date) to give every tenant a value of it, and to find tenants by it.',
      notFound: 'There is no tenant attribute of that key.',
      help: {
        key: 'Lower-case letters, digits and _, starting with a letter: how calls, filters (attr.plan) and files name it. It never changes.',
        choices: 'One choice a line.',
      },
      validation: {
        key: 'Lower-case letters, digits and _, starting with a letter, at most 40 characters',
        choicesRequired: 'Give at least one choice, one a line',
        choicesMax: 'At most %{max} choices',
        choiceLength: '"%{value}" is longer than %{max} characters',
        choiceTwice: '"%{value}" is there twice',
      },
      confirm: {
        deleteTitle: 'Delete the tenant attribute %{key}?',
        deleteContent: "Every tenant's value of it is deleted with it, and lists and filters by it stop working. This cannot be undone.",
      },
      notifications: {
        deleted: 'Tenant attribute %{key} deleted',
      },
    },
  },
};
