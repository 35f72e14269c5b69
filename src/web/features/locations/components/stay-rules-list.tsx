import { List, Stack, Text, Title } from '@mantine/core';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { propertyStayRules } from '../../../../domain/stay-rules';
import { useTranslation } from '../../../lib/i18n';
import { ruleLines, siteRuleLines } from '../lib/stay-rules';

/** The host's rules on the location page (issue 27): the property's, then each site's that differ. */
export function StayRulesList({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const lines = ruleLines(propertyStayRules(location.stayRules));
  const sites = siteRuleLines(location);
  return (
    <Stack gap="sm" data-testid="stay-rules">
      <Title order={2} size="h3">
        {t('rulesUi.guest.title')}
      </Title>
      <List size="sm" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line.key}>{t(line.key, line.params)}</List.Item>
        ))}
      </List>
      {sites.map(({ site, lines: own }) => (
        <Text size="sm" key={site}>
          {t('rulesUi.guest.site', { site, rules: own.map((line) => t(line.key, line.params)).join(' · ') })}
        </Text>
      ))}
    </Stack>
  );
}
