import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { bankAccountFormSchema, type AccountLinkBody } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import { BANK_ACCOUNT_INPUT_WIDTH, formatBankAccountInput } from '../../lib/payments/bank';
import { useContinueVerification } from '../../lib/payments/continue-verification';
import { useSavePayoutAccount } from '../../lib/payments/save-payout-account';
import { useZodForm } from '../../lib/use-zod-form';
import { Field, Form, SubmitButton } from '../form/form';
import { GstRegistrationForm } from './gst-registration';

/** Where the person's payouts stand, and the way on when the provider still needs something. */
function PayoutStatus({ profile, returnUrls }: { profile: UserProfile; returnUrls?: AccountLinkBody }) {
  const { t } = useTranslation();
  const verification = useContinueVerification(profile.id, returnUrls);
  const { valid, bankAccount } = profile.accountInformation;
  if (!bankAccount) return <Text>{t('paymentUi.hostDetails.noBank')}</Text>;
  const bank = bankAccount.bankName;
  if (valid) {
    return (
      <Text>
        {bank ? t('paymentUi.hostDetails.paidToBank', { bank }) : t('paymentUi.hostDetails.paidTo')}
      </Text>
    );
  }

  return (
    <Alert color="yellow" title={t('paymentUi.hostDetails.needsMore')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {bank
            ? t('paymentUi.hostDetails.onceVerifiedBank', { bank })
            : t('paymentUi.hostDetails.onceVerified')}
        </Text>
        <Button
          onClick={() => verification.mutate()}
          // Still spinning once the link is made: the browser is on its way to the provider.
          loading={verification.isPending || verification.isSuccess}
        >
          {t('paymentUi.hostDetails.continueVerification')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The account page's Host Details (spec sections 2 and 5): the bank account payouts go to. The number
 * is checked as section 5 says plus New Zealand's bank, branch and check-digit rules, and shown in
 * blocks 2-4-7-3 while it is typed. The provider's verification page comes back to `returnUrls` when
 * given (the host onboarding wizard's own page), else to the verification pages.
 */
export function HostDetails({ profile, returnUrls }: { profile: UserProfile; returnUrls?: AccountLinkBody }) {
  const { t } = useTranslation();
  const form = useZodForm(bankAccountFormSchema, { accountName: '', accountNumber: '' });
  const save = useSavePayoutAccount(profile, returnUrls);
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
      <PayoutStatus profile={profile} returnUrls={returnUrls} />
      <Paper withBorder p="lg" radius="md">
        <Form label={t('paymentUi.hostDetails.form')} onSubmit={submit}>
          <Title order={3} size="h4">
            {hasAccount ? t('paymentUi.hostDetails.change') : t('paymentUi.hostDetails.forPayouts')}
          </Title>
          <Field
            form={form}
            name="accountName"
            label={t('paymentUi.hostDetails.accountName')}
            autoComplete="name"
            maw={420}
          />
          <Field
            form={form}
            name="accountNumber"
            label={t('paymentUi.hostDetails.accountNumber')}
            description={t('paymentUi.hostDetails.accountNumberHint')}
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
              {hasAccount ? t('paymentUi.hostDetails.update') : t('paymentUi.hostDetails.save')}
            </SubmitButton>
          </div>
        </Form>
      </Paper>
      {hasAccount && <GstRegistrationForm profile={profile} />}
    </Stack>
  );
}
