import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useListAttributeDefinitions } from '../../generated/endpoints/attributes/attributes';
import type { AttributeDefinition, AttributeValue } from '../../generated/model';
import type { TenantRecord } from './tenant-record';

/** A value as people read it in their language: yes/no, a day or a number in the locale's way, text as it is. */
function shownValue(definition: AttributeDefinition, value: AttributeValue, language: string, yesNo: (on: boolean) => string): string {
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  if (definition.type === 'boolean') return yesNo(value === true);
  if (definition.type === 'number' && typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  // A day is a day wherever the reader is: read as UTC midnight, shown in UTC.
  if (definition.type === 'date' && typeof value === 'string') return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return String(value);
}

/**
 * A tenant's values of every attribute administrators defined, labelled in the reader's language;
 * one without a value says so. Nothing shows while no attribute is defined.
 */
export function TenantAttributesField() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const language = useLocale();
  const definitions = useListAttributeDefinitions({ query: { staleTime: 60_000 } });
  if (!record || !definitions.data?.length) {
    return definitions.isError ? (
      <Typography variant="body2" color="error" role="alert">
        {translate('attributes.loadFailed', { message: definitions.error.message })}
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
          <Labeled key={definition.key} label={language === 'zh' ? definition.labels.zh : definition.labels.en}>
            <Typography variant="body2" color={value === undefined ? 'text.secondary' : 'text.primary'}>
              {value === undefined ? translate('attributes.notSet') : shownValue(definition, value, language, yesNo)}
            </Typography>
          </Labeled>
        );
      })}
    </Stack>
  );
}
