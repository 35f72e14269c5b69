import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { StayRulesFields } from './stay-rules-fields';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { FormActions } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import type { FieldErrors, useZodForm } from '../../../lib/use-zod-form';
import type { NoticePeriod } from '../../../../domain/constants';
import type { AvailabilityRuleInput } from '../../../../domain/schemas/property';
import type { Tag } from '../../../../domain/schemas/tags';
import {
  blankSite,
  centsFromDollars,
  deletedSite,
  dollarsFromCents,
  notANumber,
  shownSites,
  siteErrorPath,
  siteFieldErrors,
  wholeNumberFrom,
  type SiteDraft,
  type SiteField,
} from '../lib/sites';
import { ruleSummary } from '../lib/rules';
import { AvailabilityRuleDialog } from './availability-rule-dialog';
import { CalendarPreview } from './calendar-preview';
import { CalendarSyncPanel } from './calendar-sync-panel';
import { useCalendarSync } from '../api/calendar-sync';
import classes from './sites-editor.module.css';

/**
 * The part of the property form's state (useZodForm) the sites editor works on: the sites, and the
 * messages by path ('sites', 'sites.0.price': the form's last check or the API's).
 */
type SitesForm = Pick<
  ReturnType<typeof useZodForm<{ sites: SiteDraft[] }, unknown>>,
  'values' | 'errors' | 'updatePath' | 'insertItem' | 'removeItem'
>;

type SitesEditorProps = {
  form: SitesForm;
  /** The site_feature tags, offered as checkboxes by their name. */
  siteFeatureTags: Tag[];
  mode: 'create' | 'edit';
  noticePeriod: NoticePeriod;
  /** The saved property's id: its saved sites offer calendar sync (decision 047). */
  locationId?: number;
};

/**
 * The property form's Sites section (spec sections 3, 4 and 5): each site's name, spaces, price,
 * features, directions and availability rules, beside (phone: under) a preview of the 28 nights a
 * guest will see of it. Adding a site starts from one space at $20; removing a saved site asks first
 * and marks it deleted for the save, removing an unsaved one drops it.
 */
export function SitesEditor({ form, siteFeatureTags, mode, noticePeriod, locationId }: SitesEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes after the next render: a new site's name field ('add': Add a site). */
  const focusNext = useRef<string | null>(null);
  const [removing, setRemoving] = useState<SiteDraft | null>(null);
  const { errors } = form;
  const sites = form.values.sites;
  const shown = shownSites(sites);

  // A new site's name field takes the focus; after a removal the focus goes to Add a site.
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    if (key === 'add') addButton.current?.focus();
    else document.getElementById(nameFieldId(key))?.focus();
  });

  const add = () => {
    const site = blankSite();
    form.insertItem('sites', site);
    focusNext.current = site.key;
  };
  // A site never saved is dropped; a saved one asks first, then stays in the list marked deleted.
  const remove = (site: SiteDraft, index: number) => {
    if (site.id === undefined) {
      form.removeItem('sites', index);
      focusNext.current = 'add';
    } else setRemoving(site);
  };
  const confirmRemove = () => {
    const index = removing ? sites.findIndex((site) => site.key === removing.key) : -1;
    if (index >= 0) form.updatePath(['sites', index], deletedSite);
    setRemoving(null);
    focusNext.current = 'add';
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('siteEditor.title')}
      </Title>
      <Text>{t('siteEditor.intro')}</Text>
      {errors.sites && (
        <Alert color="red" role="alert">
          {errors.sites}
        </Alert>
      )}
      {shown.length === 0 && <Text c="dimmed">{t('siteEditor.noSites')}</Text>}
      {shown.map(({ site, index }) => (
        <SiteCard
          key={site.key}
          site={site}
          index={index}
          errors={errors}
          mode={mode}
          noticePeriod={noticePeriod}
          locationId={locationId}
          siteFeatureTags={siteFeatureTags}
          onChange={(patch) =>
            form.updatePath<SiteDraft>(['sites', index], (current) => ({ ...current, ...patch }))
          }
          onRemove={() => remove(site, index)}
        />
      ))}
      <Group>
        <Button ref={addButton} type="button" variant="light" onClick={add}>
          {t('siteEditor.addSite')}
        </Button>
      </Group>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('siteEditor.confirmRemoveTitle')}
        centered
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t('siteEditor.close') }}
      >
        <Stack gap="sm">
          <Text>
            {t('siteEditor.confirmRemoveText', { name: siteTitle(removing, t('siteEditor.unnamed')) })}
          </Text>
          <FormActions
            secondaryAction={
              <Button type="button" variant="default" onClick={() => setRemoving(null)}>
                {t('siteEditor.keepSite')}
              </Button>
            }
          >
            <Button type="button" color="red.9" onClick={confirmRemove}>
              {t('siteEditor.confirmRemove')}
            </Button>
          </FormActions>
        </Stack>
      </Modal>
    </Stack>
  );
}

const nameFieldId = (key: string) => `site-name-${key}`;
const siteTitle = (site: SiteDraft | null, unnamed: string) => site?.name.trim() || unnamed;

/** Which of a site's fields show the live check rather than the form's last messages. */
type Touched = Partial<Record<SiteField, 'editing' | 'checked'>>;

function SiteCard({
  site,
  index,
  errors,
  mode,
  noticePeriod,
  locationId,
  siteFeatureTags,
  onChange,
  onRemove,
}: {
  site: SiteDraft;
  index: number;
  errors: FieldErrors;
  mode: 'create' | 'edit';
  noticePeriod: NoticePeriod;
  locationId: number | undefined;
  siteFeatureTags: Tag[];
  onChange: (patch: Partial<SiteDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();

  // The form's messages about this site, as a signature: when they change (a new save attempt), they
  // show again as they are; until then a field the host has changed shows the live check once they
  // leave it (and nothing while they type), as the app's other forms do (lib/use-zod-form.ts).
  const prefix = siteErrorPath(index, '');
  const signature = JSON.stringify(Object.entries(errors).filter(([path]) => path.startsWith(prefix)));
  const [touched, setTouched] = useState<{ signature: string; fields: Touched }>({ signature, fields: {} });
  const fields = touched.signature === signature ? touched.fields : {};
  const mark = (field: SiteField, state: 'editing' | 'checked') => {
    if (state === 'checked' && !fields[field]) return;
    setTouched({ signature, fields: { ...fields, [field]: state } });
  };
  const live = siteFieldErrors(site, mode);
  const message = (field: SiteField): string | undefined => {
    if (fields[field] === 'editing') return undefined;
    if (fields[field] === 'checked') return live[field];
    return errors[siteErrorPath(index, field)];
  };
  const edit = (field: SiteField, patch: Partial<SiteDraft>) => {
    mark(field, 'editing');
    onChange(patch);
  };
  const checkOnBlur = (field: SiteField) => ({ onBlur: () => mark(field, 'checked') });

  const name = site.name.trim() || t('siteEditor.unnamed');
  return (
    // A group named by the site (not a landmark: the page would hold many of them, some named alike).
    <Paper role="group" withBorder radius="md" p="md" aria-labelledby={headingId} data-site-key={site.key}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={3} size="h4" id={headingId} className={classes.siteName}>
          {name}
        </Title>
        <Button type="button" variant="outline" color="red.9" onClick={onRemove}>
          {t('siteEditor.removeSite')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <TextInput
              id={nameFieldId(site.key)}
              label={t('siteEditor.name')}
              withAsterisk
              value={site.name}
              onChange={(event) => edit('name', { name: event.currentTarget.value })}
              {...checkOnBlur('name')}
              error={message('name')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberText
                label={t('siteEditor.spaces')}
                description={t('siteEditor.spacesHint')}
                withAsterisk
                inputMode="numeric"
                value={site.spaces}
                toText={(spaces) => (Number.isFinite(spaces) ? String(spaces) : '')}
                fromText={wholeNumberFrom}
                onValue={(spaces) => edit('spaces', { spaces })}
                {...checkOnBlur('spaces')}
                error={message('spaces')}
              />
              <NumberText
                label={t('siteEditor.price')}
                description={t('siteEditor.priceHint')}
                withAsterisk
                inputMode="decimal"
                value={site.price}
                toText={dollarsFromCents}
                fromText={centsFromDollars}
                onValue={(price) => edit('price', { price })}
                {...checkOnBlur('price')}
                error={message('price')}
              />
            </SimpleGrid>
            {siteFeatureTags.length > 0 && (
              <Checkbox.Group
                label={t('siteEditor.features')}
                value={site.tags.map(String)}
                onChange={(values) => edit('tags', { tags: values.map(Number) })}
                error={message('tags')}
              >
                <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
                  {siteFeatureTags.map((tag) => (
                    <Checkbox key={tag.id} value={String(tag.id)} label={tag.name} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
            <Textarea
              label={t('siteEditor.directions')}
              description={t('siteEditor.directionsHint')}
              autosize
              minRows={2}
              value={site.directions ?? ''}
              onChange={(event) => edit('directions', { directions: event.currentTarget.value })}
              {...checkOnBlur('directions')}
              error={message('directions')}
            />
            <Radio.Group
              label={t('siteEditor.bookingMode')}
              description={t('siteEditor.bookingModeHint')}
              value={site.bookingMode ?? 'instant'}
              onChange={(value) => onChange({ bookingMode: value === 'request' ? 'request' : 'instant' })}
            >
              <Stack gap={6} mt="xs">
                <Radio value="instant" label={t('siteEditor.instant')} />
                <Radio value="request" label={t('siteEditor.request')} />
              </Stack>
            </Radio.Group>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('rulesUi.form.siteTitle')}
              </Text>
              <StayRulesFields
                mode="site"
                idPrefix={`${site.key}-rules`}
                value={site.stayRules ?? {}}
                onChange={(stayRules) => onChange({ stayRules })}
              />
            </Stack>
            <RulesList
              site={site}
              index={index}
              errors={errors}
              onChange={(availabilityRules) => onChange({ availabilityRules })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {locationId !== undefined && site.id !== undefined ? (
            <SyncedSiteCalendar
              site={site}
              siteId={site.id}
              locationId={locationId}
              noticePeriod={noticePeriod}
            />
          ) : (
            <Stack gap="md">
              <CalendarPreview site={site} noticePeriod={noticePeriod} />
              <Text size="sm" c="dimmed">
                {t('calendarSyncUi.saveFirst')}
              </Text>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/**
 * A saved site's preview with the nights its synced calendars block, each named by the calendar
 * blocking it, and their sync panel (each calendar's last good sync and last failure).
 */
function SyncedSiteCalendar({
  site,
  siteId,
  locationId,
  noticePeriod,
}: {
  site: SiteDraft;
  siteId: number;
  locationId: number;
  noticePeriod: NoticePeriod;
}) {
  const { t } = useTranslation();
  const sync = useCalendarSync({ locationId, siteId });
  return (
    <Stack gap="md">
      <CalendarPreview site={site} noticePeriod={noticePeriod} calendars={sync.data?.imports} />
      {sync.data ? (
        <CalendarSyncPanel locationId={locationId} siteId={siteId} sync={sync.data} />
      ) : sync.isError ? (
        <Alert color="red" role="alert">
          {t('calendarSyncUi.loadFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * A number typed as text (a price in dollars, a count of spaces): what the host types stays as they
 * typed it ("12." on the way to "12.50") while the form keeps the number (NaN while it is none); a
 * value changed from outside the field shows as that value. Text that is not a number says so.
 */
function NumberText({
  value,
  toText,
  fromText,
  onValue,
  error,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: number;
  toText: (value: number) => string;
  fromText: (text: string) => number;
  onValue: (value: number) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => toText(value));
  const shown = Object.is(fromText(text), value) ? text : toText(value);
  return (
    <TextInput
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onValue(fromText(event.currentTarget.value));
      }}
      error={error && notANumber(shown) ? t('validation.notANumber') : error}
    />
  );
}

function RulesList({
  site,
  index,
  errors,
  onChange,
}: {
  site: SiteDraft;
  index: number;
  errors: FieldErrors;
  onChange: (rules: AvailabilityRuleInput[]) => void;
}) {
  const { t } = useTranslation();
  const addRule = useRef<HTMLButtonElement>(null);
  // The rule open in the dialog: its place in the list, or 'new'; null while the dialog is closed.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const rules = site.availabilityRules;
  const save = (rule: AvailabilityRuleInput) => {
    onChange(
      open === 'new' || open === null ? [...rules, rule] : rules.map((r, i) => (i === open ? rule : r)),
    );
    setOpen(null);
  };
  /** The first message the form holds about a rule (say, the API refused one of the saved ones). */
  const ruleProblem = (i: number) => {
    const path = siteErrorPath(index, `availabilityRules.${i}`);
    return Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
  };

  return (
    <Stack gap="xs">
      <Title order={4}>{t('siteEditor.rules.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('siteEditor.rules.intro')}
      </Text>
      {rules.length === 0 ? (
        <Text size="sm">{t('siteEditor.rules.none')}</Text>
      ) : (
        <ol className={classes.rules}>
          {rules.map((rule, i) => {
            const summary = ruleSummary(rule);
            const problem = ruleProblem(i);
            return (
              <li key={i} className={classes.rule}>
                <Text size="sm" className={classes.ruleSummary}>
                  {summary}
                </Text>
                {problem && (
                  <Text size="sm" c="red.9">
                    {t('siteEditor.rules.problem', { message: problem })}
                  </Text>
                )}
                <Group gap="xs">
                  <Button
                    type="button"
                    variant="default"
                    size="compact-sm"
                    aria-label={t('siteEditor.rules.editRule', { number: i + 1, summary })}
                    onClick={() => setOpen(i)}
                  >
                    {t('siteEditor.rules.edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    color="red.9"
                    size="compact-sm"
                    aria-label={t('siteEditor.rules.removeRule', { number: i + 1, summary })}
                    onClick={() => {
                      onChange(rules.filter((_, j) => j !== i));
                      // Its button goes with it: the focus goes to Add a rule rather than the page.
                      addRule.current?.focus();
                    }}
                  >
                    {t('siteEditor.rules.remove')}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ol>
      )}
      <Group>
        <Button ref={addRule} type="button" variant="default" onClick={() => setOpen('new')}>
          {t('siteEditor.rules.add')}
        </Button>
      </Group>
      <AvailabilityRuleDialog
        opened={open !== null}
        site={site}
        rule={typeof open === 'number' ? (rules[open] ?? null) : null}
        onSave={save}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
