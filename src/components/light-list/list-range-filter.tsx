import { styled } from '@mui/material/styles';
import { useId, useState, type KeyboardEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { FilledFrame } from '../filled-frame';
import { withoutEmpty } from '../../lib/list-page';

/** A range as the list convention filters by one: `{"gte":10,"lte":100}`, either bound left out. */
type Bound = 'gte' | 'lte';
type Range = Partial<Record<Bound, string | number>>;

export interface ListRangeFilterProps {
  source: string;
  /** Words already (a tenant attribute's label), not a message key. */
  label: string;
  type: 'number' | 'date';
}

function rangeOf(value: unknown): Range {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { gte, lte } = value as Record<string, unknown>;
  const bound = (raw: unknown) => (typeof raw === 'number' || typeof raw === 'string' ? raw : undefined);
  return withoutEmpty({ gte: bound(gte), lte: bound(lte) }) as Range;
}

/** The two fields side by side: halves of the screen's width on a phone, their own width beside the other filters on a computer. */
const RangeGroup = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'flex-start',
  // A day's field always shows its pattern (yyyy/mm/dd) or value, so its label stays above, as the
  // frame draws a filled field's (kept here: the sign-in page shares the frame and has no day).
  '& input[type=date] ~ label': { transform: 'translate(12px, 4px) scale(0.75)', maxWidth: 'calc(133% - 24px)' },
  [theme.breakpoints.down('sm')]: { width: '100%', '& > div': { flex: '1 1 0', minWidth: 0 } },
}));

const RangeError = styled('span')(({ theme }) => ({ flexBasis: '100%', fontSize: '0.75rem', color: theme.palette.error.main, margin: '0 12px' }));

const shown = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * One of a list's filters as a range of numbers or days ("Seats from … to …"), in the address as
 * `{"gte":…,"lte":…}`. A day applies once chosen; a number when the field is left or Enter is
 * pressed, so that typing 250 does not ask for 2 and 25 first. A lower bound above the upper one
 * is said at the fields and not sent.
 */
export function ListRangeFilter({ source, label, type }: ListRangeFilterProps) {
  const translate = useTranslate();
  const id = useId();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = rangeOf(filterValues[source]);
  const appliedKey = `${shown(applied.gte)}|${shown(applied.lte)}`;
  const [typed, setTyped] = useState({ gte: shown(applied.gte), lte: shown(applied.lte) });
  // A range the address brings (the back button, a shared link) shows in the fields, set while
  // rendering as React advises for state that follows a prop.
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    setTyped({ gte: shown(applied.gte), lte: shown(applied.lte) });
  }

  const valueOf = (text: string) => (text.trim() === '' ? undefined : type === 'number' ? Number(text) : text);
  const upsideDown = ({ gte, lte }: { gte: string; lte: string }) => gte !== '' && lte !== '' && (type === 'number' ? Number(gte) > Number(lte) : gte > lte);
  const inverted = upsideDown(typed);

  const apply = (next: { gte: string; lte: string }) => {
    if (upsideDown(next)) return;
    const range = withoutEmpty({ gte: valueOf(next.gte), lte: valueOf(next.lte) });
    if (`${shown(range.gte as string | number | undefined)}|${shown(range.lte as string | number | undefined)}` === appliedKey) return;
    setFilters(withoutEmpty({ ...filterValues, [source]: Object.keys(range).length === 0 ? undefined : range }), displayedFilters);
  };

  const field = (bound: Bound) => {
    const fieldId = `${id}-${bound}`;
    const change = (text: string) => {
      const next = { ...typed, [bound]: text };
      setTyped(next);
      if (type === 'date') apply(next);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') apply(typed);
    };
    return (
      <FilledFrame key={bound} adorned={false} error={inverted} sx={{ width: { sm: type === 'date' ? '11rem' : '8.5rem' } }}>
        <input
          id={fieldId}
          name={`${source}.${bound}`}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          placeholder=" "
          value={typed[bound]}
          aria-invalid={inverted}
          aria-describedby={inverted ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => apply(typed)}
          onKeyDown={onKeyDown}
        />
        <label htmlFor={fieldId}>{translate(bound === 'gte' ? 'attributes.rangeFrom' : 'attributes.rangeTo', { label })}</label>
      </FilledFrame>
    );
  };

  return (
    <RangeGroup role="group" aria-label={label}>
      {field('gte')}
      {field('lte')}
      {inverted && (
        <RangeError id={`${id}-error`} role="alert">
          {translate('attributes.rangeInverted', { label })}
        </RangeError>
      )}
    </RangeGroup>
  );
}
