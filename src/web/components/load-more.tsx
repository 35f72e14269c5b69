import { Button, Group } from '@mantine/core';

/** What a list paged by cursor gives the button (a TanStack infinite query). */
type NextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/**
 * Fetches the next page of a list paged by cursor; shown only while there is one. `align` start
 * sits under a column of items, center under a page-wide list.
 */
export function LoadMore({
  pages,
  label,
  align = 'center',
}: {
  pages: NextPage;
  label: string;
  align?: 'center' | 'flex-start';
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify={align}>
      <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
