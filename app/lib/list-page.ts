/** Where a searched, paged list stands: the search as applied, how many match, which page of how many. */
export interface ListPage {
  search: string;
  total: number;
  page: number;
  pageCount: number;
}

/** A server list's paging, as a tab's view carries it beside its rows. */
export const listPage = ({ search, total, page, pageCount }: ListPage): ListPage => ({
  search,
  total,
  page,
  pageCount,
});
