import type { CSSProperties, ReactNode } from 'react';
import { Box, getSpacing, type BoxProps, type MantineBreakpoint, type MantineSpacing } from '@mantine/core';
import classes from './columns.module.css';

type Breakpoint = 'base' | MantineBreakpoint;
type Responsive<T> = T | ({ base: T } & Partial<Record<MantineBreakpoint, T>>);

/** Equal columns (how many), or columns in twelfths of the width (Grid.Col's spans, e.g. [7, 5]). */
export type ColumnsLayout = number | number[];
export type ColumnsCols = Responsive<ColumnsLayout>;

function byBreakpoint<T>(value: Responsive<T>): Partial<Record<Breakpoint, T>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Partial<Record<Breakpoint, T>>)
    : { base: value as T };
}

/** The grid's tracks: equal ones, or spans whose widths add up to the row less its gaps, as Grid's. */
function tracks(layout: ColumnsLayout): string {
  if (!Array.isArray(layout)) return `repeat(${layout}, minmax(0, 1fr))`;
  return layout.map((span) => `calc(${span / 12} * 100% - ${1 - span / 12} * var(--columns-gap))`).join(' ');
}

type ColumnsProps = Omit<BoxProps, 'style'> & {
  component?: 'div' | 'ul';
  cols: ColumnsCols;
  /** Between columns and between rows, as SimpleGrid's spacing and Grid's gap. */
  spacing?: Responsive<MantineSpacing>;
  style?: CSSProperties;
  children: ReactNode;
  'aria-label'?: string;
  'aria-hidden'?: boolean;
};

/**
 * Mantine's SimpleGrid and Grid draw their responsive columns with a <style> element beside them,
 * which HTML does not allow in the body of the pages the server renders (issue 24); these columns
 * take their layout from a stylesheet and custom properties instead. `ul` is a list without bullets.
 */
export function Columns({
  component = 'div',
  cols,
  spacing = 'md',
  style,
  className,
  ...others
}: ColumnsProps) {
  const vars: Record<string, string> = {};
  for (const [breakpoint, layout] of Object.entries(byBreakpoint(cols))) {
    if (layout !== undefined) vars[`--columns-${breakpoint}`] = tracks(layout);
  }
  for (const [breakpoint, gap] of Object.entries(byBreakpoint(spacing))) {
    if (gap !== undefined) vars[`--columns-gap-${breakpoint}`] = getSpacing(gap) ?? '0';
  }
  return (
    <Box
      component={component}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={{ ...vars, ...style }}
      {...others}
    />
  );
}
