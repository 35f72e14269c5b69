import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { RequirementsResponse } from '../../../../domain/schemas/payments';
import type { UserProfile } from '../../../../domain/schemas/users';
import { HostDetails } from '../../../components/payments/host-details';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SecondFactorOffer } from '../../../components/second-factor-offer';
import { Trans } from '../../../components/trans';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useContinueVerification } from '../../../lib/payments/continue-verification';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useViewer } from '../../../lib/session';
import { useHostProgress } from '../api/get-host-progress';
import { DetailsForm } from '../components/details-form';
import { ProfileImage } from '../components/profile-image';
import { StepHeading, WizardSteps } from '../components/wizard';
import {
  firstUnfinishedHostStep,
  hostOnboardingReturnUrls,
  HOST_STEPS,
  isHostStepDone,
  VERIFICATION_FAILED,
  type HostStep,
} from '../lib/host-onboarding';

/** Back and Next under a step; Next is held back until the step's must-haves are saved. */
function StepActions({
  onBack,
  onNext,
  nextDisabled = false,
}: {
  onBack?: () => void;
  onNext?: () => void;
  nextDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xs">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('accounts.back')}
        </Button>
      ) : (
        <span />
      )}
      {onNext && (
        <Button onClick={onNext} disabled={nextDisabled}>
          {t('accounts.next')}
        </Button>
      )}
    </Group>
  );
}

/** Step 4: the payment provider confirms who the person is, on its own page, which comes back here. */
function VerificationStep({
  profile,
  requirements,
  failed,
  heading,
  actions,
}: {
  profile: UserProfile;
  requirements: RequirementsResponse | null;
  failed: boolean;
  heading: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const verification = useContinueVerification(profile.id, hostOnboardingReturnUrls(window.location.origin));
  const verified = isHostStepDone(4, profile, requirements);
  return (
    <Stack gap="md">
      {heading}
      {verified ? (
        <Alert color="stopover" title={t('accounts.becomeAHost.verifiedTitle')}>
          {t('accounts.becomeAHost.verifiedText')}
        </Alert>
      ) : (
        <>
          {failed && (
            <Alert color="red" title={t('paymentUi.linkFailure.title')}>
              {t('paymentUi.linkFailure.notVerified')}
            </Alert>
          )}
          <Text>{t('accounts.becomeAHost.verificationIntro')}</Text>
          <div>
            <Button
              onClick={() => verification.mutate()}
              // Still spinning once the link is made: the browser is on its way to the provider.
              loading={verification.isPending || verification.isSuccess}
            >
              {t('paymentUi.hostDetails.continueVerification')}
            </Button>
          </div>
        </>
      )}
      {actions}
    </Stack>
  );
}

/**
 * /become-a-host (spec sections 2 and 5): the host onboarding wizard, five steps with Back and Next:
 * account details, profile image, bank account, the payment provider's verification, then the first
 * property. It opens at the first step the person has not finished, so a returning host (or one back
 * from the provider's verification page) carries on where they left off.
 */
export default function BecomeAHostRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.becomeAHost.title'));
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const progress = useHostProgress(userId);
  const live = useUserProfile(userId);
  const [params] = useSearchParams();
  const failed = params.get(VERIFICATION_FAILED.key) === VERIFICATION_FAILED.value;
  // null until the person moves: the wizard then shows where their progress says they are.
  const [chosen, setChosen] = useState<HostStep | null>(null);

  if (progress.isPending) return <PageLoader />;
  if (progress.isError) {
    return (
      <QueryError
        error={progress.error}
        onRetry={() => void progress.refetch()}
        title={t('accounts.becomeAHost.loadFailed')}
      />
    );
  }

  // The cached profile follows every save on the way (details, image, bank account).
  const profile = live.data ?? progress.data.profile;
  const { requirements } = progress.data;
  const step = chosen ?? firstUnfinishedHostStep(progress.data.profile, requirements);
  const go = (to: HostStep) => setChosen(to);
  const heading = (title: string) => (
    <StepHeading step={step} total={HOST_STEPS.length} focus={chosen !== null}>
      {title}
    </StepHeading>
  );

  let content: ReactNode;
  if (step === 1) {
    content = (
      <Stack gap="md">
        {heading(t('accounts.becomeAHost.detailsTitle'))}
        <Text>{t('accounts.becomeAHost.detailsIntro')}</Text>
        <DetailsForm
          profile={profile}
          required={{ names: true, phone: true }}
          submitLabel={t('accounts.next')}
          onSaved={() => go(2)}
        />
      </Stack>
    );
  } else if (step === 2) {
    content = (
      <Stack gap="md">
        {heading(t('accounts.becomeAHost.imageTitle'))}
        <Text>{t('accounts.becomeAHost.imageIntro')}</Text>
        <ProfileImage profile={profile} />
        <StepActions onBack={() => go(1)} onNext={() => go(3)} />
      </Stack>
    );
  } else if (step === 3) {
    const hasBank = isHostStepDone(3, profile, requirements);
    content = (
      <Stack gap="md">
        {heading(t('accounts.becomeAHost.bankTitle'))}
        <Text>{t('accounts.becomeAHost.bankIntro')}</Text>
        <HostDetails profile={profile} returnUrls={hostOnboardingReturnUrls(window.location.origin)} />
        {!hasBank && (
          <Text size="sm" c="dimmed">
            {t('accounts.becomeAHost.bankNeeded')}
          </Text>
        )}
        <StepActions onBack={() => go(2)} onNext={() => go(4)} nextDisabled={!hasBank} />
      </Stack>
    );
  } else if (step === 4) {
    content = (
      <VerificationStep
        profile={profile}
        requirements={requirements}
        failed={failed}
        heading={heading(t('accounts.becomeAHost.verificationTitle'))}
        actions={
          <StepActions
            onBack={() => go(3)}
            onNext={() => go(5)}
            // A valid account may go on even when the provider asks for more later on.
            nextDisabled={!profile.accountInformation.valid}
          />
        }
      />
    );
  } else {
    content = (
      <Stack gap="md">
        {heading(t('accounts.becomeAHost.propertyTitle'))}
        <Text>{t('accounts.becomeAHost.propertyIntro')}</Text>
        <div>
          <Button component={Link} to={paths.createProperty.href()} size="md">
            {t('accounts.becomeAHost.createProperty')}
          </Button>
        </div>
        {/* A new host is asked once to protect their payouts with a second factor (decision 056). */}
        <SecondFactorOffer userId={profile.id} />
        <StepActions onBack={() => go(4)} />
      </Stack>
    );
  }

  return (
    <Container size="md" py={48}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('accounts.becomeAHost.title')}</Title>
        <Text c="dimmed">
          <Trans
            i18nKey="accounts.becomeAHost.intro"
            components={{ why: <Anchor component={Link} to={paths.whyHost.href()} underline="always" /> }}
          />
        </Text>
      </Stack>
      <WizardSteps
        step={step}
        label={t('accounts.becomeAHost.steps')}
        labels={HOST_STEPS.map((name) => t(`accounts.becomeAHost.stepLabels.${name}`))}
      />
      {content}
    </Container>
  );
}
