import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SecondFactors } from '../../domain/schemas/second-factor';
import { apiPath } from '../../domain/api-paths';
import { api, errorMessage } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { queryKeys } from '../lib/queries/keys';

/**
 * A host who has just set up payouts is asked to add a second sign-in step (decision 056). Shown
 * until they hold a factor or say "No thanks", which the server remembers (they are not asked again).
 */
export function SecondFactorOffer({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = queryKeys.security.factors(userId);
  const factors = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<SecondFactors>(apiPath('/v1/users/{id}/second-factors', { id: userId }), { signal }),
  });
  const decline = useMutation({
    mutationFn: () =>
      api<SecondFactors>(apiPath('/v1/users/{id}/second-factors/decline-offer', { id: userId }), {
        method: 'POST',
      }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const held = factors.data;
  if (!held || held.offerDeclined || held.authenticatorApp || held.passkeys > 0) return null;
  return (
    <Alert title={t('securityUi.offerTitle')} color="stopover" variant="light" w="100%">
      <Text size="sm">{t('securityUi.offerText')}</Text>
      <Group mt="sm" gap="sm">
        <Button component={Link} to={paths.account.href('security')} size="sm">
          {t('securityUi.offerAccept')}
        </Button>
        <Button variant="default" size="sm" loading={decline.isPending} onClick={() => decline.mutate()}>
          {t('securityUi.offerDecline')}
        </Button>
      </Group>
      {decline.error && (
        <Text c="red.8" size="sm" role="alert" mt="xs">
          {errorMessage(decline.error)}
        </Text>
      )}
    </Alert>
  );
}
