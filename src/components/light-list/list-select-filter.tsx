import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useId } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { FilledFrame } from '../filled-frame';
import { shownValue, withFilter } from './filter-values';
import { useSentValue } from './use-sent-value';

export interface ListSelectFilterProps {
  source: string;
  /** The message key of its label. */
  label: string;
  /** Each choice's value and the message key of its name. */
  choices: readonly { id: string; name: string }[];
  /** `true` when the label and the choices' names are words already (a tenant attribute's), not message keys. */
  worded?: boolean;
}

/**
 * One of a list's filters as a choice among a few, from a native `<select>` in the filled field's
 * frame: the phone's own picker on a phone, the arrow keys on a computer, and an empty choice for
 * no filter. A choice applies at once, and stays shown while the list follows it.
 */
export function ListSelectFilter({ source, label, choices, worded = false }: ListSelectFilterProps) {
  const translateKey = useTranslate();
  const translate = (key: string) => (worded ? key : translateKey(key));
  const id = useId();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { shown: value, show, sending } = useSentValue(shownValue(filterValues[source]));
  return (
    <FilledFrame adorned={false} sx={{ minWidth: 160 }}>
      <select
        id={id}
        name={source}
        value={value}
        data-empty={value === '' ? '' : undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          show(chosen);
          sending(chosen);
          setFilters(withFilter(filterValues, source, chosen), displayedFilters);
        }}
      >
        <option value="" aria-label={translateKey('ra.action.clear_input_value')} />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </option>
        ))}
      </select>
      <label htmlFor={id}>{translate(label)}</label>
      <ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />
    </FilledFrame>
  );
}
