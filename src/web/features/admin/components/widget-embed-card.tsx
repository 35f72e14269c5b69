import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { widgetDimensions, widgetEmbedCode, widgetUrl, type WidgetSize } from '../../../lib/widget-embed';

type Props = {
  slug: string;
  title: string;
  size: WidgetSize;
  hasSlides: boolean;
  affiliate: string;
};

/** One size of a widget: its copy-paste <iframe> code, a Copy button and a link to see it. */
export function WidgetEmbedCard({ slug, title, size, hasSlides, affiliate }: Props) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const origin = window.location.origin;
  const code = widgetEmbedCode({ origin, slug, size, title, affiliate });
  const { width, height } = widgetDimensions(size);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={t('widgetAdmin.embedCode', { size })}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('widgetAdmin.size', { width, height })}
        </Title>
        {!hasSlides && (
          <Text size="sm" c="dimmed">
            {t('widgetAdmin.noSlides')}
          </Text>
        )}
        <Textarea
          label={t('widgetAdmin.embedCode', { size })}
          value={code}
          readOnly
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          onFocus={(event) => event.currentTarget.select()}
          onChange={() => setCopy('idle')}
        />
        <Group gap="sm" justify="space-between">
          <Button size="xs" onClick={() => void onCopy()}>
            {copy === 'copied' ? t('widgetAdmin.copied') : t('widgetAdmin.copy')}
          </Button>
          <Anchor href={widgetUrl(origin, slug, size, affiliate)} target="_blank" rel="noopener" size="sm">
            {t('widgetAdmin.preview', { size })}
          </Anchor>
        </Group>
        <Text size="sm" c="red.8" role="status">
          {copy === 'failed' ? t('widgetAdmin.copyFailed') : ''}
        </Text>
      </Stack>
    </Card>
  );
}
