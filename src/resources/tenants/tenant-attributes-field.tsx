import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useAttributeDefinitions } from '../../components/use-attribute-definitions';
import { attributeLabel, attributeValueText } from '../../lib/attribute-text';
import type { TenantRecord } from './tenant-record';

/**
 * A tenant's values of every attribute administrators defined, labelled in the reader's language;
 * one without a value says so. Nothing shows while no attribute is defined.
 */
export function TenantAttributesField() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const language = useLocale();
  const definitions = useAttributeDefinitions();
  if (!record || !definitions.data?.length) {
    return definitions.isError ? (
      <Typography variant="body2" color="error" role="alert">
        {translate('attributes.loadFailed', { message: definitions.error?.message })}
      </Typography>
    ) : null;
  }
  const yesNo = (on: boolean) => translate(on ? 'attributes.yes' : 'attributes.no');
  // One row of the page for them all, spaced as the page's own rows are.
  return (
    <Stack spacing={1}>
      {definitions.data.map((definition) => {
        const value = record.attributes?.[definition.key];
        return (
          <Labeled key={definition.key} label={attributeLabel(definition, language)}>
            <Typography variant="body2" color={value === undefined ? 'text.secondary' : 'text.primary'}>
              {value === undefined ? translate('attributes.notSet') : attributeValueText(definition, value, language, yesNo)}
            </Typography>
          </Labeled>
        );
      })}
    </Stack>
  );
}
