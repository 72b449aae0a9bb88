import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { useSentValue } from './use-sent-value';

/** The page sizes offered, as react-admin's pagination offers them. */
export const ROWS_PER_PAGE = [5, 10, 25, 50] as const;

const Bar = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: theme.spacing(2),
  minHeight: 52,
  padding: theme.spacing(0, 1, 0, 2),
  color: theme.palette.text.primary,
}));

const SizeChoice = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  '& select': {
    appearance: 'none',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    padding: '4px 24px 4px 8px',
    cursor: 'pointer',
  },
  '& select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& option': { backgroundColor: theme.palette.background.paper },
  '& svg': { position: 'absolute', right: 0, pointerEvents: 'none', color: theme.palette.action.active },
}));

/**
 * Below a list: which rows show of how many, the page size, and the pages, as react-admin's
 * pagination draws them (numbered pages when the total is known on a wide screen, previous and
 * next otherwise), from MUI's `Pagination` and plain elements: react-admin's is MUI's
 * `TablePagination`, whose page-size menu brings MUI's whole select and popover machinery.
 */
export function LightPagination() {
  const translate = useTranslate();
  const id = useId();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const size = useSentValue(perPage);
  if (isPending) return <Bar />;
  const pages = total === undefined ? undefined : Math.ceil(total / perPage);
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;

  const from = (page - 1) * perPage + 1;
  const to = total === undefined ? page * perPage : Math.min(total, page * perPage);
  const shown =
    total === undefined && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: total ?? to });

  return (
    <Bar>
      {!narrow && (
        <SizeChoice>
          <label htmlFor={id}>{translate('ra.navigation.page_rows_per_page')}</label>
          <select
            id={id}
            value={size.shown}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              size.show(chosen);
              size.sending(chosen);
              setPerPage(chosen);
            }}
          >
            {ROWS_PER_PAGE.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <ArrowDropDownIcon fontSize="small" />
        </SizeChoice>
      )}
      <span>{shown}</span>
      {pages !== undefined && !narrow ? (
        pages > 1 && (
          <Pagination
            size="small"
            count={pages}
            page={page}
            onChange={(_event, chosen) => setPage(chosen)}
            getItemAriaLabel={(type, number, selected) =>
              type === 'page'
                ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: number })
                : translate(`ra.navigation.${type}`)
            }
          />
        )
      ) : (
        <span>
          <IconButton aria-label={translate('ra.navigation.previous')} disabled={page === 1} onClick={() => setPage(page - 1)}>
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton aria-label={translate('ra.navigation.next')} disabled={pages === undefined ? !hasNextPage : page >= pages} onClick={() => setPage(page + 1)}>
            <KeyboardArrowRight />
          </IconButton>
        </span>
      )}
    </Bar>
  );
}
