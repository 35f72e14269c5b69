import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { bankAccountFormSchema } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import { BANK_ACCOUNT_INPUT_WIDTH, formatBankAccountInput } from '../../lib/payments/bank';
import { useContinueVerification } from '../../lib/payments/continue-verification';
import { useSavePayoutAccount } from '../../lib/payments/save-payout-account';
import { useZodForm } from '../../lib/use-zod-form';
import { Field, Form, SubmitButton } from '../form/form';

/** Where the person's payouts stand, and the way on when the provider still needs something. */
function PayoutStatus({ profile }: { profile: UserProfile }) {
  const verification = useContinueVerification(profile.id);
  const { valid, bankAccount } = profile.accountInformation;
  if (!bankAccount) return <Text>You have no bank account for payouts yet. Add one to start hosting.</Text>;
  const bank = bankAccount.bankName ? ` at ${bankAccount.bankName}` : '';
  if (valid) return <Text>Your payouts go to your bank account{bank}.</Text>;

  return (
    <Alert color="yellow" title="Your payout account needs more details">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your payouts will go to your bank account{bank} once our payment provider has verified your details.
        </Text>
        <Button
          onClick={() => verification.mutate()}
          // Still spinning once the link is made: the browser is on its way to the provider.
          loading={verification.isPending || verification.isSuccess}
        >
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
  const form = useZodForm(bankAccountFormSchema, { accountName: '', accountNumber: '' });
  const save = useSavePayoutAccount(profile);
  const hasAccount = profile.accountInformation.bankAccount !== null;

  // A failure has its notice, and the form keeps what was typed for another try.
  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome === 'saved') form.reset({ accountName: '', accountNumber: '' });
      },
    }),
  );

  return (
    <Stack gap="lg">
      <PayoutStatus profile={profile} />
      <Paper withBorder p="lg" radius="md">
        <Form label="Bank account" onSubmit={submit}>
          <Title order={3} size="h4">
            {hasAccount ? 'Change your bank account' : 'Bank account for payouts'}
          </Title>
          <Field form={form} name="accountName" label="Account name" autoComplete="name" maw={420} />
          <Field
            form={form}
            name="accountNumber"
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
            format={formatBankAccountInput}
          />
          <div>
            {/* 'verifying': the browser is on its way to the provider's page. */}
            <SubmitButton pending={save.isPending || save.data === 'verifying'} mt="xs">
              {hasAccount ? 'Update bank account' : 'Save bank account'}
            </SubmitButton>
          </div>
        </Form>
      </Paper>
    </Stack>
  );
}
