import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
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
  const card = profile.paymentInformation.card;
  const [replacing, setReplacing] = useState(false);

  if (card && !replacing) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text data-testid="saved-card">
            Card ending in <strong>{card.last4}</strong>, expires {cardExpiry(card)}
          </Text>
          {!profile.paymentInformation.valid && (
            <Text size="sm" c="red">
              This card can no longer be used. Please replace it.
            </Text>
          )}
          <Button variant="default" onClick={() => setReplacing(true)}>
            Replace card
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
            ? 'Enter the card that replaces the one ending in ' + card.last4 + '.'
            : 'You have no card on file. Add the card you will pay for your stays with.'}
        </Text>
        <CardEntryForm
          userId={profile.id}
          submitLabel="Save card"
          secondaryAction={
            card ? (
              <Button variant="default" onClick={() => setReplacing(false)}>
                Cancel
              </Button>
            ) : undefined
          }
          onDone={() => setReplacing(false)}
        />
      </Stack>
    </Paper>
  );
}
