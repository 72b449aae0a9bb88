import { SearchInput, type SearchInputProps } from 'react-admin';

/**
 * A list's search box, wide enough for its placeholder: at react-admin's own width the English
 * ones ("Search username, domain or ID") lost their last letters under the search icon.
 */
export function ListSearchInput(props: Omit<SearchInputProps, 'sx'>) {
  return <SearchInput {...props} sx={{ width: '22rem', maxWidth: '100%' }} />;
}
