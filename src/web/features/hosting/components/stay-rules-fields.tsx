import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_STAY_RULES, type SiteRuleOverrides, type StayRules } from '../../../../domain/stay-rules';
import { CERTIFICATE_KINDS, type CertificateKind } from '../../../../domain/vehicles';
import { useTranslation, type TextKey } from '../../../lib/i18n';

type NumberRule =
  'minNights' | 'maxNights' | 'bookAheadMonths' | 'maxVehicleLengthMetres' | 'maxNightsPer90Days';
type TimeRule = 'sameDayCutoff' | 'checkInTime' | 'checkOutTime';
type FlagRule = 'selfContainedOnly' | 'petsAllowed';

const NUMBERS: { field: NumberRule; label: TextKey; hint?: TextKey; step?: string }[] = [
  { field: 'minNights', label: 'rulesUi.form.minNights' },
  { field: 'maxNights', label: 'rulesUi.form.maxNights' },
  { field: 'bookAheadMonths', label: 'rulesUi.form.bookAhead', hint: 'rulesUi.form.bookAheadHint' },
  { field: 'maxNightsPer90Days', label: 'rulesUi.form.cap' },
  { field: 'maxVehicleLengthMetres', label: 'rulesUi.form.maxVehicle', step: '0.1' },
];
const TIMES: { field: TimeRule; label: TextKey; hint?: TextKey }[] = [
  { field: 'sameDayCutoff', label: 'rulesUi.form.cutoff', hint: 'rulesUi.form.cutoffHint' },
  { field: 'checkInTime', label: 'rulesUi.form.checkIn' },
  { field: 'checkOutTime', label: 'rulesUi.form.checkOut' },
];
const FLAGS: { field: FlagRule; label: TextKey }[] = [
  { field: 'petsAllowed', label: 'rulesUi.form.pets' },
  { field: 'selfContainedOnly', label: 'rulesUi.form.selfContained' },
];

/** Rules that cannot be "none" on a property: emptied, they go back to the default. */
const REQUIRED: ReadonlySet<string> = new Set(['minNights', 'checkInTime', 'checkOutTime']);

type Props =
  | {
      mode: 'property';
      value: StayRules;
      onChange: (rules: StayRules) => void;
      error?: string;
      idPrefix: string;
    }
  | {
      mode: 'site';
      value: SiteRuleOverrides;
      onChange: (rules: SiteRuleOverrides) => void;
      error?: string;
      idPrefix: string;
    };

/**
 * The host rules of a property (issue 27, decision 041), or a site's overrides of them: on a site an
 * empty field, or "As the property", inherits the property's rule.
 */
export function StayRulesFields(props: Props) {
  const { t } = useTranslation();
  const site = props.mode === 'site';
  const value = props.value as Partial<Record<keyof StayRules, unknown>>;
  const set = (field: keyof StayRules, next: unknown) => {
    const rules: Record<string, unknown> = { ...props.value };
    if (next === null || next === undefined || next === '') {
      if (site) delete rules[field];
      else rules[field] = REQUIRED.has(field) ? DEFAULT_STAY_RULES[field] : null;
    } else rules[field] = next;
    (props.onChange as (rules: object) => void)(rules);
  };
  const emptyLabel = site ? t('rulesUi.form.inherit') : t('rulesUi.form.noLimit');
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

  return (
    <Stack gap="sm" data-testid={site ? 'site-stay-rules' : 'stay-rules-fields'}>
      {site && <Text size="sm">{t('rulesUi.form.siteHint')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NUMBERS.map(({ field, label, hint, step }) => (
          <TextInput
            key={field}
            id={`${props.idPrefix}-${field}`}
            type="number"
            inputMode="decimal"
            min={field === 'maxVehicleLengthMetres' ? 2 : 1}
            step={step ?? '1'}
            label={t(label)}
            description={hint ? t(hint) : undefined}
            placeholder={REQUIRED.has(field) && !site ? '1' : emptyLabel}
            value={text(value[field])}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              set(field, raw === '' ? null : Number(raw));
            }}
          />
        ))}
        {TIMES.map(({ field, label, hint }) => (
          <TextInput
            key={field}
            id={`${props.idPrefix}-${field}`}
            type="time"
            label={t(label)}
            description={hint ? t(hint) : undefined}
            placeholder={emptyLabel}
            value={text(value[field])}
            onChange={(event) => set(field, event.currentTarget.value || null)}
          />
        ))}
      </SimpleGrid>
      {FLAGS.map(({ field, label }) =>
        site ? (
          <NativeSelect
            key={field}
            id={`${props.idPrefix}-${field}`}
            label={t(label)}
            value={value[field] === undefined || value[field] === null ? '' : String(value[field])}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              set(field, raw === '' ? null : raw === 'true');
            }}
            data={[
              { value: '', label: t('rulesUi.form.inherit') },
              { value: 'true', label: t('rulesUi.form.yes') },
              { value: 'false', label: t('rulesUi.form.no') },
            ]}
          />
        ) : (
          <Checkbox
            key={field}
            id={`${props.idPrefix}-${field}`}
            label={t(label)}
            checked={value[field] === true}
            onChange={(event) => set(field, event.currentTarget.checked)}
          />
        ),
      )}
      {!site && (
        <Checkbox.Group
          label={t('rulesUi.form.certificates')}
          value={(value.acceptedCertificates as CertificateKind[] | undefined) ?? []}
          onChange={(kinds) => set('acceptedCertificates', kinds)}
        >
          <Stack gap={4} mt={4}>
            {CERTIFICATE_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`rulesUi.form.${kind}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {props.error && (
        <Text size="sm" c="red.9" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
