import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING_STEPS } from '../../../../domain/constants';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useViewer, type SessionUser } from '../../../lib/session';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { CardEntryForm } from '../../../components/payments/card-entry-form';
import { DetailsForm } from '../components/details-form';
import { ProfileImage } from '../components/profile-image';
import { StepHeading as SharedStepHeading, WizardSteps } from '../components/wizard';

const STEP_LABELS = ['start', 'details', 'image', 'payment', 'done'] as const;

type Choice = 'host' | 'camp' | null;

/** The step's heading, focused as each step after the first opens. */
function StepHeading({ step, children }: { step: number; children: ReactNode }) {
  return (
    <SharedStepHeading step={step} total={ONBOARDING_STEPS} focus={step > 1}>
      {children}
    </SharedStepHeading>
  );
}

/**
 * Sends the verification email once onboarding is done, unless the address is already verified,
 * then goes on either way (on a failure the hook has shown 'Sending email verification failed.', and
 * /account offers to send it again).
 */
function useFinishOnboarding(viewer: SessionUser) {
  const send = useSendVerificationEmail({ quiet: true });
  const finish = (then: () => void) => {
    if (viewer.emailVerified) return then();
    send.mutate(viewer.email, {
      onSuccess: () =>
        notifySuccess({
          title: i18n.t('accounts.onboarding.verifyTitle'),
          message: i18n.t('accounts.onboarding.verifyText', { email: viewer.email }),
        }),
      onSettled: then,
    });
  };
  return { finish, isPending: send.isPending };
}

/** Guest onboarding after sign-up (spec section 2): the host/guest choice, then four steps for campers. */
export default function OnboardingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.onboarding.title'));
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const profile = useUserProfile(viewer?.userId);
  const [step, setStep] = useState(1);
  const [choice, setChoice] = useState<Choice>(null);
  const { finish, isPending: finishing } = useFinishOnboarding(viewer!);

  if (!viewer) return null; // RequireSignIn renders this page for signed-in people only.

  const chooseHost = () => {
    setChoice('host');
    finish(() => navigate(paths.becomeAHost.href()));
  };

  const letsGo = () => finish(() => navigate(paths.home.href()));

  let content: ReactNode;
  if (step === 1) {
    content = (
      <Stack gap="lg">
        <StepHeading step={1}>{t('accounts.onboarding.whatFirst')}</StepHeading>
        <Group grow>
          <Button size="lg" variant={choice === 'host' ? 'filled' : 'default'} onClick={chooseHost}>
            {t('accounts.onboarding.host')}
          </Button>
          <Button
            size="lg"
            variant={choice === 'camp' ? 'filled' : 'default'}
            onClick={() => {
              setChoice('camp');
              setStep(2);
            }}
          >
            {t('accounts.onboarding.camp')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (step === 2) {
    content = (
      <Stack gap="md">
        <StepHeading step={2}>{t('accounts.onboarding.detailsTitle')}</StepHeading>
        <Text>{t('accounts.onboarding.detailsIntro')}</Text>
        {profile.isPending ? (
          <PageLoader />
        ) : profile.isError ? (
          <QueryError
            error={profile.error}
            onRetry={() => void profile.refetch()}
            title={t('accounts.onboarding.detailsLoadFailed')}
          />
        ) : (
          <DetailsForm
            profile={profile.data}
            required={{ names: true, phone: true }}
            submitLabel={t('accounts.next')}
            onSaved={() => setStep(3)}
            secondaryAction={
              <Button
                variant="default"
                onClick={() => {
                  // Back to the first question, with the host/guest choice cleared (spec section 2).
                  setChoice(null);
                  setStep(1);
                }}
              >
                {t('accounts.back')}
              </Button>
            }
          />
        )}
      </Stack>
    );
  } else if (step === 3) {
    content = (
      <Stack gap="md">
        <StepHeading step={3}>{t('accounts.onboarding.imageTitle')}</StepHeading>
        <Text>{t('accounts.onboarding.imageIntro')}</Text>
        {profile.data && <ProfileImage profile={profile.data} />}
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => setStep(2)}>
            {t('accounts.back')}
          </Button>
          <Button onClick={() => setStep(4)}>{t('accounts.next')}</Button>
        </Group>
      </Stack>
    );
  } else if (step === 4) {
    const savedCard = profile.data?.paymentInformation.card;
    content = (
      <Stack gap="md">
        <StepHeading step={4}>{t('accounts.onboarding.paymentTitle')}</StepHeading>
        <Text>{t('accounts.onboarding.paymentIntro')}</Text>
        {savedCard && <Text>{t('accounts.onboarding.savedCard', { last4: savedCard.last4 })}</Text>}
        {/* Next saves a filled card (and stays here if it is refused); an empty form moves on. */}
        <CardEntryForm
          userId={viewer.userId}
          submitLabel={t('accounts.next')}
          emptyAllowed
          secondaryAction={
            <Button variant="default" onClick={() => setStep(3)}>
              {t('accounts.back')}
            </Button>
          }
          onDone={() => setStep(5)}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <StepHeading step={5}>{t('accounts.onboarding.doneTitle')}</StepHeading>
        <Text>
          {viewer.emailVerified
            ? t('accounts.onboarding.findPlace')
            : t('accounts.onboarding.willEmail', { email: viewer.email })}
        </Text>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => setStep(4)}>
            {t('accounts.back')}
          </Button>
          <Button onClick={letsGo} loading={finishing}>
            {t('accounts.onboarding.letsGo')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" py={48}>
      <Title order={1} mb="lg">
        {t('accounts.onboarding.title')}
      </Title>
      <WizardSteps
        step={step}
        label={t('accounts.onboarding.steps')}
        labels={STEP_LABELS.map((label) => t(`accounts.onboarding.stepLabels.${label}`))}
      />
      {content}
    </Container>
  );
}
