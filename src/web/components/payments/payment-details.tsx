import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { Trans } from '../trans';
import type { UserProfile } from '../../../domain/schemas/users';
import { CardEntryForm } from './card-entry-form';

type Card = NonNullable<UserProfile['paymentInformation']['card']>;

/** 4, 2031 -> '04/31' (the card's own MM/YY). */
export const cardExpiry = (card: Pick<Card, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;

/**
 * The account page's Payment Details (spec section 2): the saved card's last four digits and expiry
 * with Replace card, or the card form when there is none.
 */
export function PaymentDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const card = profile.paymentInformation.card;
  const [replacing, setReplacing] = useState(false);

  if (card && !replacing) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text data-testid="saved-card">
            <Trans
              i18nKey="paymentUi.paymentDetails.saved"
              values={{ last4: card.last4, expiry: cardExpiry(card) }}
              components={{ strong: <strong /> }}
            />
          </Text>
          {!profile.paymentInformation.valid && (
            <Text size="sm" c="red">
              {t('paymentUi.paymentDetails.unusable')}
            </Text>
          )}
          <Button variant="default" onClick={() => setReplacing(true)}>
            {t('paymentUi.paymentDetails.replace')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Text>
          {card
            ? t('paymentUi.paymentDetails.replacing', { last4: card.last4 })
            : t('paymentUi.paymentDetails.none')}
        </Text>
        <CardEntryForm
          userId={profile.id}
          submitLabel={t('paymentUi.paymentDetails.save')}
          secondaryAction={
            card ? (
              <Button variant="default" onClick={() => setReplacing(false)}>
                {t('paymentUi.paymentDetails.cancel')}
              </Button>
            ) : undefined
          }
          onDone={() => setReplacing(false)}
        />
      </Stack>
    </Paper>
  );
}
