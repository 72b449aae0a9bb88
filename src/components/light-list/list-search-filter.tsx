import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { FilledFrame } from '../filled-frame';
import { shownValue, withFilter } from './filter-values';
import { useSentValue } from './use-sent-value';

export interface ListSearchFilterProps {
  /** The filter it sets; `q` by the list convention. */
  source?: string;
  /** What the box says it searches: its accessible name too. */
  placeholder: string;
}

/**
 * A list's search box, from plain elements in the filled field's frame: what is typed reaches the
 * list's filters (and the address) once the typing pauses; a filter the address brings (the back
 * button, a shared link) shows in the box. React-admin's own search input needs its filter form
 * and react-hook-form, a fifteenth of the first screen's download.
 */
export function ListSearchFilter({ source = 'q', placeholder }: ListSearchFilterProps) {
  const translate = useTranslate();
  const list = useListContext();
  const applied = shownValue(list.filterValues[source]);
  const { shown: typed, show: setTyped, sending } = useSentValue(applied);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Read when the typing settles, not captured: the other filters may have changed meanwhile.
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  useEffect(() => {
    const { filterValues, displayedFilters, setFilters } = latest.current;
    if (settled === shownValue(filterValues[source])) return;
    sending(settled);
    setFilters(withFilter(filterValues, source, settled), displayedFilters);
  }, [settled, source, sending]);

  return (
    // Wide enough for its placeholder ("Search username, domain or ID"); the screen's width on a phone.
    <FilledFrame adorned dense sx={{ width: { xs: '100%', sm: '22rem' }, maxWidth: '100%' }}>
      <input
        type="search"
        name={source}
        value={typed}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => setTyped(event.target.value)}
      />
      {typed !== '' && (
        <IconButton size="small" aria-label={translate('ra.action.clear_input_value')} onClick={() => setTyped('')}>
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      <SearchIcon color="disabled" sx={{ ml: 1 }} />
    </FilledFrame>
  );
}
