import { expect, it } from 'vitest';
import { pageWindow } from './campaign-table';

it('shows 5 page buttons around the current page, kept within the pages there are', () => {
  expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(3, 40)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(10, 40)).toEqual([8, 9, 10, 11, 12]);
  expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
  expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 1)).toEqual([1]);
});
