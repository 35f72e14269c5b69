import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Form, FormActions } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { MONTHS, todayInAuckland, WEEKDAYS, type Month, type Weekday } from '../../../../domain/dates';
import type { AvailabilityRuleInput } from '../../../../domain/schemas/property';
import {
  newRuleForm,
  ruleFormOptions,
  ruleFormSchema,
  ruleToForm,
  type RuleField,
  type RuleForm,
  type RuleSite,
} from '../lib/rules';

type DialogProps = {
  opened: boolean;
  /** The site the rule is for: its name, and the price and spaces a new rule starts from. */
  site: RuleSite & { name: string };
  /** The rule being edited; none for a new one. */
  rule: AvailabilityRuleInput | null;
  onSave: (rule: AvailabilityRuleInput) => void;
  onClose: () => void;
};

/**
 * The availability rule dialog (spec section 5): Custom (weekdays × months) or Date Range (from and
 * to, today to a month later at first); available with a price and spaces, or unavailable (the site's
 * price and 0 spaces); a description. Checked with the domain's schema before it is kept. Mantine's
 * Modal traps the focus inside and gives it back to the button that opened it.
 */
export function AvailabilityRuleDialog({ opened, site, rule, onSave, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rule ? t('siteEditor.dialog.editTitle') : t('siteEditor.dialog.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('siteEditor.dialog.close') }}
    >
      {/* Mounted afresh each time it opens, so a cancelled edit leaves nothing behind. */}
      {opened && <RuleFormBody site={site} rule={rule} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function RuleFormBody({ site, rule, onSave, onClose }: Omit<DialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [initial] = useState<RuleForm>(() => {
    const today = todayInAuckland();
    return rule ? ruleToForm(rule, site, today) : newRuleForm(site, today);
  });
  const ruleForm = useZodForm(ruleFormSchema(site), initial, ruleFormOptions);
  const { values: form, errors } = ruleForm;

  /**
   * Changes a value; its message goes once the host changes it (it comes back on Save), and so do
   * the messages of the fields it decides (the type decides which dates, days and months count).
   */
  const change = <K extends keyof RuleForm>(name: K, value: RuleForm[K], ...fields: RuleField[]) => {
    ruleForm.setPath(name, value);
    for (const field of fields) ruleForm.clearErrors(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled out of the property form's DOM but not out of React's tree: its submit
    // must not reach the property form and save the property.
    event.stopPropagation();
    ruleForm.onSubmit(onSave)(event);
  };

  return (
    <Form label={rule ? t('siteEditor.dialog.editTitle') : t('siteEditor.dialog.addTitle')} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('siteEditor.dialog.forSite', { name: site.name.trim() || t('siteEditor.unnamed') })}
      </Text>

      <Radio.Group
        label={t('siteEditor.dialog.type')}
        withAsterisk
        value={form.type}
        onChange={(value) => change('type', value as RuleForm['type'], 'dates', 'days', 'months')}
        error={errors.type}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="Custom"
            label={t('siteEditor.dialog.custom')}
            description={t('siteEditor.dialog.customHint')}
          />
          <Radio
            value="Date Range"
            label={t('siteEditor.dialog.dateRange')}
            description={t('siteEditor.dialog.dateRangeHint')}
          />
        </Stack>
      </Radio.Group>

      {form.type === 'Custom' && (
        <>
          <ChoiceGroup
            label={t('siteEditor.dialog.days')}
            allLabel={t('siteEditor.dialog.allDays')}
            options={WEEKDAYS}
            names={(day: Weekday) => t(`siteEditor.weekdays.${day}`)}
            chosen={form.days}
            onChange={(days) => change('days', days)}
            error={errors.days}
            cols={{ base: 2, xs: 4 }}
          />
          <ChoiceGroup
            label={t('siteEditor.dialog.months')}
            allLabel={t('siteEditor.dialog.allMonths')}
            options={MONTHS}
            names={(month: Month) => t(`siteEditor.months.${month}`)}
            chosen={form.months}
            onChange={(months) => change('months', months)}
            error={errors.months}
            cols={{ base: 2, xs: 4 }}
          />
        </>
      )}

      {form.type === 'Date Range' && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('siteEditor.dialog.from')}
            withAsterisk
            value={form.from}
            onChange={(event) => change('from', event.currentTarget.value, 'dates')}
            error={errors.dates}
          />
          <TextInput
            type="date"
            label={t('siteEditor.dialog.to')}
            withAsterisk
            value={form.to}
            onChange={(event) => change('to', event.currentTarget.value, 'dates')}
            // One message for the pair, under From; To is marked invalid with it.
            error={!!errors.dates}
          />
        </Group>
      )}

      <Radio.Group
        label={t('siteEditor.dialog.availability')}
        value={form.available ? 'available' : 'unavailable'}
        onChange={(value) => change('available', value === 'available', 'price', 'spaces')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="available" label={t('siteEditor.dialog.available')} />
          <Radio value="unavailable" label={t('siteEditor.dialog.unavailable')} />
        </Group>
      </Radio.Group>

      {form.available ? (
        <Group grow align="flex-start">
          <TextInput
            label={t('siteEditor.dialog.price')}
            withAsterisk
            inputMode="decimal"
            value={form.price}
            onChange={(event) => change('price', event.currentTarget.value)}
            error={errors.price}
          />
          <TextInput
            label={t('siteEditor.dialog.spaces')}
            withAsterisk
            inputMode="numeric"
            value={form.spaces}
            onChange={(event) => change('spaces', event.currentTarget.value)}
            error={errors.spaces}
          />
        </Group>
      ) : (
        <Text size="sm">{t('siteEditor.dialog.unavailableHint')}</Text>
      )}

      <Textarea
        label={t('siteEditor.dialog.description')}
        description={t('siteEditor.dialog.descriptionHint')}
        autosize
        minRows={2}
        value={form.description}
        onChange={(event) => change('description', event.currentTarget.value)}
        error={errors.description}
      />

      <FormActions
        secondaryAction={
          <Button type="button" variant="default" onClick={onClose}>
            {t('siteEditor.dialog.cancel')}
          </Button>
        }
      >
        <Button type="submit">{t('siteEditor.dialog.save')}</Button>
      </FormActions>
    </Form>
  );
}

/** Checkboxes for some of a list (weekdays, months), with a shortcut to tick them all or none. */
function ChoiceGroup<T extends string>({
  label,
  allLabel,
  options,
  names,
  chosen,
  onChange,
  error,
  cols,
}: {
  label: string;
  allLabel: string;
  options: readonly T[];
  names: (value: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  error?: string;
  cols: { base: number; xs: number };
}) {
  const { t } = useTranslation();
  const all = chosen.length === options.length;
  return (
    <Checkbox.Group
      label={label}
      withAsterisk
      value={[...chosen]}
      onChange={(v) => onChange(v as T[])}
      error={error}
    >
      <Stack gap="xs" mt="xs" align="flex-start">
        <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs" w="100%">
          {options.map((option) => (
            <Checkbox key={option} value={option} label={names(option)} />
          ))}
        </SimpleGrid>
        <Button
          type="button"
          variant="subtle"
          size="compact-sm"
          onClick={() => onChange(all ? [] : [...options])}
        >
          {all ? t('siteEditor.dialog.clearAll') : allLabel}
        </Button>
      </Stack>
    </Checkbox.Group>
  );
}
