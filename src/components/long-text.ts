/**
 * For a page or a list whose records hold long text (a 500-character remark with a URL in it, a
 * 253-character domain, a user agent): a run with no space may break anywhere, so it wraps inside
 * its own box instead of widening the page. `anywhere`, not `break-word`: only `anywhere` also
 * lowers the width a table column or a flex item asks for.
 */
export const WRAP_LONG_TEXT = { overflowWrap: 'anywhere' } as const;

/** A table wider than the screen scrolls inside its own box; the page keeps the screen's width. */
export const SCROLL_WIDE_TABLE = { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } as const;
