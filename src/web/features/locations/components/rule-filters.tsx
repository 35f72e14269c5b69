import { Checkbox, Group, TextInput } from '@mantine/core';
import { STAY_RULE_LIMITS } from '../../../../domain/stay-rules';
import { useTranslation } from '../../../lib/i18n';
import type { RuleFilters as Filters } from '../../../lib/queries/search-locations';

/** The search's host-rule filters (issue 27), kept in the URL: ?vehicle=8.5&pets=1&open=1. */
export function ruleFiltersFromParams(params: URLSearchParams): Filters {
  const length = Number(params.get('vehicle'));
  return {
    vehicleLength:
      Number.isFinite(length) && length >= 1 && length <= STAY_RULE_LIMITS.maxVehicleLengthMetres
        ? length
        : undefined,
    pets: params.get('pets') === '1',
    selfContainedNotRequired: params.get('open') === '1',
  };
}

export function withRuleFilterParams(prev: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(prev);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('vehicle', filters.vehicleLength ? String(filters.vehicleLength) : null);
  set('pets', filters.pets ? '1' : null);
  set('open', filters.selfContainedNotRequired ? '1' : null);
  return next;
}

export function RuleFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        size="sm"
        w={170}
        type="number"
        inputMode="decimal"
        min={1}
        max={STAY_RULE_LIMITS.maxVehicleLengthMetres}
        step="0.1"
        label={t('rulesUi.search.vehicleLength')}
        defaultValue={value.vehicleLength ?? ''}
        onChange={(event) => {
          const length = Number(event.currentTarget.value);
          onChange({ ...value, vehicleLength: event.currentTarget.value && length > 0 ? length : undefined });
        }}
      />
      <Checkbox
        label={t('rulesUi.search.pets')}
        checked={value.pets ?? false}
        onChange={(event) => onChange({ ...value, pets: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('rulesUi.search.selfContainedNotRequired')}
        checked={value.selfContainedNotRequired ?? false}
        onChange={(event) => onChange({ ...value, selfContainedNotRequired: event.currentTarget.checked })}
      />
    </Group>
  );
}
