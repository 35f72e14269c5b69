import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { lightOnly } from './providers';
import { cssVariablesResolver, theme } from './theme';

const HEADER = `/*
 * What Mantine's provider would draw as <style> elements from the theme (theme.ts): its CSS variables
 * and its hiddenFrom/visibleFrom classes. The app's provider does not draw them (HTML allows no <style>
 * in the body of the pages the server renders, issue 24); mantine-first.css imports this file instead.
 * Generated: after a change to the theme, \`npx vitest run src/web/app/theme.test.tsx -u\` rewrites it.
 */
`;

describe('mantine-theme.css', () => {
  it('is what Mantine would draw from the theme', async () => {
    const html = renderToStaticMarkup(
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={lightOnly}
      >
        {null}
      </MantineProvider>,
    );
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(2);
    const file = new URL('./mantine-theme.css', import.meta.url).pathname;
    const css = await format(HEADER + styles.join('\n'), { ...(await resolveConfig(file)), parser: 'css' });
    await expect(css).toMatchFileSnapshot('./mantine-theme.css');
  });
});
