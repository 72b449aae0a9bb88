import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { FilledFrame } from '../filled-frame';
import { shownValue, withFilter } from './filter-values';

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
  const [typed, setTyped] = useState(applied);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Read when the typing settles, not captured: the other filters may have changed meanwhile.
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  // What the box has sent and the address not yet shown: each arrives in turn, a moment later.
  const sent = useRef<string[]>([]);

  useEffect(() => {
    const { filterValues, displayedFilters, setFilters } = latest.current;
    if (settled === shownValue(filterValues[source])) return;
    sent.current.push(settled);
    setFilters(withFilter(filterValues, source, settled), displayedFilters);
  }, [settled, source]);

  // A search the box did not send (the address changed): the box shows it.
  useEffect(() => {
    const arrived = sent.current.indexOf(applied);
    if (arrived === -1) {
      sent.current = [];
      setTyped(applied);
    } else {
      sent.current = sent.current.slice(arrived + 1);
    }
  }, [applied]);

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
