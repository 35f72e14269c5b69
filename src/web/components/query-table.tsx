import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { Loading, PageLoader } from './page-loader';
import { QueryError } from './query-error';

/** What the table reads of its query (a TanStack query or infinite query). */
type TableQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };

/** A column's heading: its text or control, or `{ label, align: 'right' }` over a column of figures. */
type Column = ReactNode | { label: ReactNode; align: 'right' };

const isAligned = (column: Column): column is { label: ReactNode; align: 'right' } =>
  typeof column === 'object' && column !== null && 'align' in column;

/**
 * The rows of a query as a striped table that scrolls sideways inside its box below `minWidth`:
 * a spinner while it loads (`page` for a page's main content), the failure with a retry, the
 * dimmed `none` text when there are no rows. `row` draws one `Table.Tr`, with its key.
 */
export function QueryTable<T>({
  query,
  items,
  loadFailed,
  none,
  caption,
  columns,
  row,
  minWidth,
  page = false,
  highlightOnHover,
  testId,
}: {
  query: TableQuery;
  items: readonly T[];
  loadFailed: string;
  none: string;
  caption?: ReactNode;
  columns: Column[];
  row: (item: T) => ReactNode;
  minWidth: number;
  page?: boolean;
  highlightOnHover?: boolean;
  testId?: string;
}) {
  if (query.isPending) return page ? <PageLoader /> : <Loading />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} title={loadFailed} />;
  }
  if (items.length === 0) return <Text c="dimmed">{none}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover={highlightOnHover} data-testid={testId}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) =>
              isAligned(column) ? (
                <Table.Th key={index} scope="col" ta={column.align}>
                  {column.label}
                </Table.Th>
              ) : (
                <Table.Th key={index} scope="col">
                  {column}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{items.map((item) => row(item))}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
