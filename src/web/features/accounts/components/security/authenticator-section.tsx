import { Alert, Button, Code, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { codeFormSchema, passwordFormSchema } from '../../../../../domain/schemas/second-factor';
import { Field, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useZodForm } from '../../../../lib/use-zod-form';
import {
  enableTotp,
  regenerateRecoveryCodes,
  useConfirmTotp,
  useDisableTotp,
  type TotpSetUp,
} from '../../api/security';

/** The otpauth URI as a QR image; the library loads only when someone sets up an app. */
async function qrImage(uri: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(uri, { margin: 1, width: 200 });
}

const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('securityUi.recoveryCodesTitle')}>
      <Text size="sm" mb="xs">
        {t('securityUi.recoveryCodesIntro')}
      </Text>
      <List aria-label={t('securityUi.recoveryCodesTitle')} spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Asks for the password, then runs `then` with it. */
function PasswordStep({
  label,
  onPassword,
}: {
  label: string;
  onPassword: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(passwordFormSchema, { password: '' });
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ password }) => {
    setPending(true);
    try {
      await onPassword(password);
    } catch (error) {
      form.setFieldError('password', errorMessage(error));
    } finally {
      setPending(false);
    }
  });
  return (
    <Form label={label} onSubmit={submit}>
      <FormErrorList errors={[form.formError]} />
      <Field
        form={form}
        name="password"
        type="password"
        label={t('securityUi.passwordLabel')}
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={pending}>{t('securityUi.continue')}</SubmitButton>
    </Form>
  );
}

/** The authenticator app: add (QR, secret, recovery codes shown once, confirm with a code), remove, new codes. */
export function AuthenticatorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'password' | 'remove' | 'regenerate'>('idle');
  const [setUp, setSetUp] = useState<(TotpSetUp & { qr: string }) | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const codeForm = useZodForm(codeFormSchema, { code: '' });
  const submitCode = codeForm.onSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: () => {
        setCodes(setUp!.backupCodes);
        setSetUp(null);
        setStep('idle');
        setNotice(t('securityUi.appAdded'));
      },
      onError: (error) => codeForm.setFieldError('code', errorMessage(error)),
    }),
  );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('securityUi.appTitle')}
      </Title>
      <Text>{t(enabled ? 'securityUi.appOn' : 'securityUi.appOff')}</Text>
      {notice && (
        <Text role="status" c="stopover.9">
          {notice}
        </Text>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      {step === 'idle' && (
        <Group>
          {!enabled && <Button onClick={() => setStep('password')}>{t('securityUi.addApp')}</Button>}
          {enabled && (
            <>
              <Button variant="default" onClick={() => setStep('regenerate')}>
                {t('securityUi.regenerateCodes')}
              </Button>
              <Button variant="default" color="red" onClick={() => setStep('remove')}>
                {t('securityUi.removeApp')}
              </Button>
            </>
          )}
        </Group>
      )}
      {step === 'password' && !setUp && (
        <PasswordStep
          label={t('securityUi.addApp')}
          onPassword={async (password) => {
            const answer = await enableTotp(password);
            setSetUp({ ...answer, qr: await qrImage(answer.totpURI) });
          }}
        />
      )}
      {setUp && (
        <Stack gap="sm">
          <Text>{t('securityUi.scanQr')}</Text>
          <Image src={setUp.qr} alt={t('securityUi.qrAlt')} w={200} h={200} />
          <Text>
            {t('securityUi.secretLabel')}: <Code data-testid="totp-secret">{secretOf(setUp.totpURI)}</Code>
          </Text>
          <RecoveryCodes codes={setUp.backupCodes} />
          <Form label={t('securityUi.confirmWithCode')} onSubmit={submitCode}>
            <Field
              form={codeForm}
              name="code"
              label={t('securityUi.confirmWithCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <SubmitButton pending={confirm.isPending}>{t('securityUi.verify')}</SubmitButton>
          </Form>
        </Stack>
      )}
      {step === 'remove' && (
        <PasswordStep
          label={t('securityUi.removeApp')}
          onPassword={async (password) => {
            await disable.mutateAsync(password);
            setStep('idle');
            setCodes(null);
            setNotice(t('securityUi.appRemoved'));
          }}
        />
      )}
      {step === 'regenerate' && (
        <>
          <Text size="sm">{t('securityUi.regenerateIntro')}</Text>
          <PasswordStep
            label={t('securityUi.regenerateCodes')}
            onPassword={async (password) => {
              setCodes((await regenerateRecoveryCodes(password)).backupCodes);
              setStep('idle');
            }}
          />
        </>
      )}
      {step !== 'idle' && (
        <Button variant="subtle" w="fit-content" onClick={() => (setStep('idle'), setSetUp(null))}>
          {t('securityUi.cancel')}
        </Button>
      )}
    </Stack>
  );
}
