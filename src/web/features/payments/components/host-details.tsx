import { useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { bankAccountFormSchema } from '../../../../domain/schemas/payments';
import type { UserProfile } from '../../../../domain/schemas/users';
import { errorMessage } from '../../../lib/api';
import { notifyDanger } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { BANK_ACCOUNT_INPUT_WIDTH, formatBankAccountInput } from '../lib/bank';
import { continueVerification } from '../lib/continue-verification';
import { focusFirstInvalid } from '../lib/focus';
import { usePayoutAccountSave } from './use-payout-account-save';

/** Where the person's payouts stand, and the way on when the provider still needs something. */
function PayoutStatus({ profile }: { profile: UserProfile }) {
  const [busy, setBusy] = useState(false);
  const { valid, bankAccount } = profile.accountInformation;
  if (!bankAccount) return <Text>You have no bank account for payouts yet. Add one to start hosting.</Text>;
  const bank = bankAccount.bankName ? ` at ${bankAccount.bankName}` : '';
  if (valid) return <Text>Your payouts go to your bank account{bank}.</Text>;

  const verify = async () => {
    setBusy(true);
    try {
      await continueVerification(profile.id);
    } catch (error) {
      notifyDanger({ title: 'The verification page could not be opened', message: errorMessage(error) });
      setBusy(false);
    }
  };
  return (
    <Alert color="yellow" title="Your payout account needs more details">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your payouts will go to your bank account{bank} once our payment provider has verified your details.
        </Text>
        <Button onClick={() => void verify()} loading={busy}>
          Continue verification
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The account page's Host Details (spec sections 2 and 5): the bank account payouts go to. The number
 * is checked as section 5 says plus New Zealand's bank, branch and check-digit rules, and shown in
 * blocks 2-4-7-3 while it is typed.
 */
export function HostDetails({ profile }: { profile: UserProfile }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(bankAccountFormSchema, { accountName: '', accountNumber: '' });
  const save = usePayoutAccountSave(profile);
  const [busy, setBusy] = useState(false);
  const hasAccount = profile.accountInformation.bankAccount !== null;

  const submit = form.onSubmit(async (input) => {
    setBusy(true);
    try {
      const outcome = await save(input);
      if (outcome === 'saved') form.reset({ accountName: '', accountNumber: '' });
      else return; // the browser is on its way to the verification page
    } catch {
      // The notice says what went wrong; the form keeps what was typed for another try.
    }
    setBusy(false);
  });

  const number = form.textInput('accountNumber');
  return (
    <Stack gap="lg">
      <PayoutStatus profile={profile} />
      <Paper withBorder p="lg" radius="md">
        <form
          ref={formRef}
          noValidate
          aria-label="Bank account"
          onSubmit={(event) => {
            submit(event);
            focusFirstInvalid(formRef.current);
          }}
        >
          <Stack gap="sm">
            <Title order={3} size="h4">
              {hasAccount ? 'Change your bank account' : 'Bank account for payouts'}
            </Title>
            <TextInput
              label="Account name"
              autoComplete="name"
              maw={420}
              {...form.textInput('accountName')}
            />
            <TextInput
              label="Bank account number"
              description="A New Zealand account, e.g. 00-1234-5678912-00"
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder="00-1234-5678912-00"
              maxLength={BANK_ACCOUNT_INPUT_WIDTH}
              styles={{
                input: {
                  width: `calc(${BANK_ACCOUNT_INPUT_WIDTH}ch + 2 * var(--input-padding-x, 12px) + 4px)`,
                  maxWidth: '100%',
                  fontFamily: 'ui-monospace, monospace',
                },
              }}
              {...number}
              onChange={(event) =>
                form.setValue('accountNumber', formatBankAccountInput(event.currentTarget.value))
              }
            />
            <div>
              <Button type="submit" loading={busy} mt="xs">
                {hasAccount ? 'Update bank account' : 'Save bank account'}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
