import { useTranslation } from '../../../../lib/i18n';
import { signInFormSchema } from '../../../../../domain/schemas/auth-forms';
import { EmailField, Field, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useState } from 'react';
import { SecondStepNeeded, useSignIn } from '../../api/sign-in';
import { SecondStepForm } from '../security/second-step-form';
import { PasskeySignInButton } from '../security/passkey-sign-in-button';
import { authFailure } from '../../lib/auth-failure';
import { ModeLinks, type ModeLink } from './mode-links';
import type { OverlayFormProps } from './overlay-form-props';

/** The other modes this form links to. */
const LINKS: ModeLink[] = [
  { mode: 'landing', label: 'accounts.back' },
  { mode: 'reset', label: 'accounts.overlay.resetPassword' },
];

export function EmailLoginForm({ initialEmail, onMode, onSignedIn }: OverlayFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(signInFormSchema, { email: initialEmail, password: '' });
  const signIn = useSignIn();
  const [secondStep, setSecondStep] = useState(false);

  const submit = form.onSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof SecondStepNeeded) return setSecondStep(true);
        const failure = authFailure(error);
        if (failure.field) form.setFieldError(failure.field, failure.message);
        else form.setFormError(failure.message);
      },
    }),
  );

  if (secondStep) return <SecondStepForm onSignedIn={onSignedIn} />;

  return (
    <Form label={t('accounts.overlay.title.login')} onSubmit={submit}>
      <FormErrorList errors={[form.formError]} />
      <EmailField form={form} required data-autofocus />
      <Field
        form={form}
        name="password"
        type="password"
        label={t('accounts.password.label')}
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={signIn.isPending} fullWidth>
        {t('accounts.logIn')}
      </SubmitButton>
      <PasskeySignInButton onSignedIn={onSignedIn} />
      <ModeLinks links={LINKS} email={form.values.email} onMode={onMode} />
    </Form>
  );
}
