import { useId, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { currentLanguage, hasText, translate, useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { issuesToErrors, useZodForm } from '../../../lib/use-zod-form';
import { formatDisplayDate } from '../../../../domain/dates';
import { calendarLabel } from '../../../../domain/calendar-sync';
import {
  calendarImportBodySchema,
  type CalendarImport,
  type CalendarSync,
} from '../../../../domain/schemas/calendar-sync';
import { useAddCalendarImport, useRemoveCalendarImport, useReplaceFeedToken } from '../api/calendar-sync';

type Props = { locationId: number; siteId: number; sync: CalendarSync };

/**
 * A saved site's calendar sync (issue 28, decision 047): the private address other calendars
 * subscribe to (copied, or replaced when it leaked), and the external calendars whose nights are not
 * sold here, each with the nights it blocks, its last good sync and what went wrong since. It sits
 * inside the property form, so it submits nothing: Add and Enter in its fields act on their own.
 */
export function CalendarSyncPanel({ locationId, siteId, sync }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const site = { locationId, siteId };
  const add = useAddCalendarImport(site);
  const remove = useRemoveCalendarImport(site);
  const replace = useReplaceFeedToken(site);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const form = useZodForm(calendarImportBodySchema, { name: '', url: '' });

  const submit = () => {
    const parsed = calendarImportBodySchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    add.mutate(parsed.data, { onSuccess: () => form.reset({ name: '', url: '' }) });
  };
  const enterAdds = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would save the whole property form around this panel.
    event.preventDefault();
    submit();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sync.feedUrl);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    // A group named by its heading, not a landmark: each site of the form has one.
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} id={headingId}>
          {t('calendarSyncUi.title')}
        </Title>
        <Stack gap={6}>
          <TextInput
            label={t('calendarSyncUi.feedLabel')}
            description={t('calendarSyncUi.feedHint')}
            value={sync.feedUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Button type="button" size="xs" variant="default" onClick={() => void copy()}>
              {copied === 'copied' ? t('calendarSyncUi.copied') : t('calendarSyncUi.copy')}
            </Button>
            <Button
              type="button"
              size="xs"
              variant="default"
              loading={replace.isPending}
              onClick={() => replace.mutate(undefined, { onSuccess: () => setCopied('idle') })}
            >
              {t('calendarSyncUi.replace')}
            </Button>
          </Group>
          <Text size="sm" role="status">
            {copied === 'failed' ? t('calendarSyncUi.copyFailed') : ''}
            {replace.isSuccess ? t('calendarSyncUi.replaced') : ''}
          </Text>
        </Stack>

        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('calendarSyncUi.importsTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('calendarSyncUi.importsHint')}
          </Text>
          {sync.imports.length === 0 ? (
            <Text size="sm">{t('calendarSyncUi.none')}</Text>
          ) : (
            <List listStyleType="none" spacing="sm" data-testid="calendar-imports">
              {sync.imports.map((item) => (
                <List.Item key={item.id}>
                  <ImportItem
                    item={item}
                    removing={remove.isPending && remove.variables === item.id}
                    onRemove={() => remove.mutate(item.id)}
                  />
                </List.Item>
              ))}
            </List>
          )}
          {remove.error && (
            <Alert color="red" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
        </Stack>

        <Stack gap={6} role="group" aria-label={t('calendarSyncUi.addTitle')}>
          <TextInput
            label={t('calendarSyncUi.name')}
            description={t('calendarSyncUi.nameHint')}
            {...form.textInput('name')}
            onKeyDown={enterAdds}
          />
          <TextInput
            label={t('calendarSyncUi.url')}
            description={t('calendarSyncUi.urlHint')}
            inputMode="url"
            {...form.textInput('url')}
            onKeyDown={enterAdds}
          />
          <Group>
            <Button type="button" size="xs" loading={add.isPending} onClick={submit}>
              {t('calendarSyncUi.add')}
            </Button>
          </Group>
          {add.error && (
            <Alert color="red" role="alert">
              {errorMessage(add.error)}
            </Alert>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function ImportItem({
  item,
  removing,
  onRemove,
}: {
  item: CalendarImport;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(iso));
  // The name the calendar's nights show in the preview beside this panel.
  const name = calendarLabel(item);
  const nights = item.blocked
    .map((r) =>
      r.from === r.to
        ? formatDisplayDate(r.from)
        : `${formatDisplayDate(r.from)} – ${formatDisplayDate(r.to)}`,
    )
    .join(', ');
  return (
    <Stack gap={2} data-testid="calendar-import">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          {item.blocked.length
            ? t('calendarSyncUi.blockedBy', { name, nights })
            : t('calendarSyncUi.nothingBlocked', { name })}
        </Text>
        <Button
          type="button"
          size="compact-xs"
          variant="outline"
          color="red.9"
          loading={removing}
          onClick={onRemove}
          aria-label={t('calendarSyncUi.remove', { name })}
        >
          {t('calendarSyncUi.removeShort')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {item.url}
      </Text>
      <Text size="xs">
        {item.lastSuccessAt
          ? t('calendarSyncUi.lastSync', { time: when(item.lastSuccessAt) })
          : t('calendarSyncUi.neverSynced')}
      </Text>
      {item.lastError && (
        <Text size="xs" c="red.9" role="status">
          {t('calendarSyncUi.failed', {
            reason: hasText(item.lastError.code) ? translate(item.lastError.code) : item.lastError.message,
          })}
        </Text>
      )}
    </Stack>
  );
}
