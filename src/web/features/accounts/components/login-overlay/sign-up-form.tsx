import { Anchor, Checkbox, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { Trans } from '../../../../components/trans';
import { signUpFormSchema } from '../../../../../domain/schemas/auth-forms';
import { EmailField, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { errorCode } from '../../../../lib/api';
import { paths } from '../../../../lib/paths';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useSignIn } from '../../api/sign-in';
import { useSignUp } from '../../api/sign-up';
import { authFailure, isAccountExists } from '../../lib/auth-failure';
import { NewPasswordFields } from '../new-password-fields';
import { ModeLinks, type ModeLink } from './mode-links';
import type { OverlayFormProps } from './overlay-form-props';

/** The other modes this form links to. */
const LINKS: ModeLink[] = [
  { mode: 'landing', label: 'accounts.back' },
  { mode: 'login', label: 'accounts.overlay.haveAccount' },
];

export function SignUpForm({ initialEmail, onMode, onSignedIn }: OverlayFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(signUpFormSchema, {
    email: initialEmail,
    password: '',
    passwordAgain: '',
    consent: false as boolean,
  });
  const signUp = useSignUp();
  const signIn = useSignIn();

  const showFailure = (error: unknown) => {
    const failure = authFailure(error);
    if (failure.field) form.setFieldError(failure.field, failure.message);
    else if (failure.known) form.setFormError(failure.message);
    else
      form.setFormError({
        title: t('accounts.overlay.createFailed'),
        message: t('accounts.overlay.errorDetail', { message: failure.message }),
      });
  };

  const submit = form.onSubmit(({ email, password }) =>
    signUp.mutate(
      { email, password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!isAccountExists(errorCode(error))) return showFailure(error);
          // The account is already there: sign the person in with what they typed (spec section 4).
          signIn.mutate(
            { email, password },
            {
              onSuccess: onSignedIn,
              onError: (failure) => {
                // Somebody else's password, or a forgotten one: say the account exists, so they log in instead.
                if (authFailure(failure).field === 'password') form.setFormError(t('auth.accountExists'));
                else showFailure(failure);
              },
            },
          );
        },
      },
    ),
  );

  const consented = form.values.consent === true;
  return (
    <Form label={t('accounts.overlay.title.signup')} onSubmit={submit}>
      <FormErrorList errors={[form.formError]} />
      <EmailField form={form} required data-autofocus />
      <NewPasswordFields form={form} label={t('accounts.password.label')} />
      <Checkbox
        {...form.checkbox('consent')}
        label={
          <>
            <Trans
              i18nKey="accounts.overlay.agreeToPrivacy"
              components={{ privacy: <Anchor href={paths.privacy.href()} target="_blank" rel="noopener" /> }}
            />{' '}
            <Text span size="xs" c="dimmed">
              {t('common.opensInNewTab')}
            </Text>
          </>
        }
      />
      <SubmitButton pending={signUp.isPending || signIn.isPending} disabled={!consented} fullWidth>
        {t('accounts.signUp')}
      </SubmitButton>
      <ModeLinks links={LINKS} email={form.values.email} onMode={onMode} />
    </Form>
  );
}
