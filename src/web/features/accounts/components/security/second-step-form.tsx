import { Anchor, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { codeFormSchema } from '../../../../../domain/schemas/second-factor';
import { Field, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { useZodForm } from '../../../../lib/use-zod-form';
import { verifySecondStep } from '../../api/security';
import { completeSignIn, type SignedIn } from '../../lib/signed-in';
import { PasskeySignInButton } from './passkey-sign-in-button';

/**
 * The second step of signing in (decision 056): a code of the authenticator app, a recovery code, or
 * the account's passkey. The session exists only once one of them has passed.
 */
export function SecondStepForm({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const form = useZodForm(codeFormSchema, { code: '' });
  const verify = useMutation({
    mutationFn: async (code: string) => {
      await verifySecondStep(kind, code);
      return completeSignIn(queryClient, 'login');
    },
    onSuccess: onSignedIn,
    onError: (error) => form.setFieldError('code', errorMessage(error)),
  });
  const submit = form.onSubmit(({ code }) => verify.mutate(code));

  return (
    <Form label={t('securityUi.stepTitle')} onSubmit={submit}>
      <Text fw={600}>{t('securityUi.stepTitle')}</Text>
      <Text size="sm">{t('securityUi.stepIntro')}</Text>
      <FormErrorList errors={[form.formError]} />
      <Field
        form={form}
        name="code"
        label={t(kind === 'totp' ? 'securityUi.codeLabel' : 'securityUi.recoveryLabel')}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        required
        data-autofocus
      />
      <SubmitButton pending={verify.isPending} fullWidth>
        {t('securityUi.verify')}
      </SubmitButton>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setKind(kind === 'totp' ? 'recovery' : 'totp')}
      >
        {t(kind === 'totp' ? 'securityUi.useRecoveryCode' : 'securityUi.useAppCode')}
      </Anchor>
      <PasskeySignInButton onSignedIn={onSignedIn} usePasskeyWording />
      <Anchor component={Link} to={paths.secondFactorRecovery.href()} size="sm">
        {t('securityUi.lostFactors')}
      </Anchor>
    </Form>
  );
}
