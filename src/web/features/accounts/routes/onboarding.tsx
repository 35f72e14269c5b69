import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Container, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ONBOARDING_STEPS } from '../../../../domain/constants';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useViewer, type SessionUser } from '../../../lib/session';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { CardEntryForm } from '../../../components/payments/card-entry-form';
import { DetailsForm } from '../components/details-form';
import { ProfileImage } from '../components/profile-image';

const STEP_LABELS = ['Get started', 'Your details', 'Profile image', 'Payment details', 'All set'] as const;

type Choice = 'host' | 'camp' | null;

function StepHeading({ step, children }: { step: number; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (step > 1) ref.current?.focus();
  }, [step]);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        Step {step} of {ONBOARDING_STEPS}
      </Text>
      <Title order={2} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Title>
    </Stack>
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
          title: 'Please verify your email address',
          message: `We have sent a link to ${viewer.email}.`,
        }),
      onSettled: then,
    });
  };
  return { finish, isPending: send.isPending };
}

/** Guest onboarding after sign-up (spec section 2): the host/guest choice, then four steps for campers. */
export default function OnboardingRoute() {
  usePageTitle('Welcome to Stopover');
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
        <StepHeading step={1}>What would you like to do first?</StepHeading>
        <Group grow>
          <Button size="lg" variant={choice === 'host' ? 'filled' : 'default'} onClick={chooseHost}>
            I want to Host
          </Button>
          <Button
            size="lg"
            variant={choice === 'camp' ? 'filled' : 'default'}
            onClick={() => {
              setChoice('camp');
              setStep(2);
            }}
          >
            I want to Camp
          </Button>
        </Group>
      </Stack>
    );
  } else if (step === 2) {
    content = (
      <Stack gap="md">
        <StepHeading step={2}>Your details</StepHeading>
        <Text>Hosts use your name and phone number to welcome you and to reach you about a stay.</Text>
        {profile.isPending ? (
          <PageLoader />
        ) : profile.isError ? (
          <QueryError
            error={profile.error}
            onRetry={() => void profile.refetch()}
            title="Your details could not be loaded"
          />
        ) : (
          <DetailsForm
            profile={profile.data}
            required={{ names: true, phone: true }}
            submitLabel="Next"
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
                Back
              </Button>
            }
          />
        )}
      </Stack>
    );
  } else if (step === 3) {
    content = (
      <Stack gap="md">
        <StepHeading step={3}>Add a profile image</StepHeading>
        <Text>Optional: a friendly face helps hosts recognise you when you arrive.</Text>
        {profile.data && <ProfileImage profile={profile.data} />}
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => setStep(2)}>
            Back
          </Button>
          <Button onClick={() => setStep(4)}>Next</Button>
        </Group>
      </Stack>
    );
  } else if (step === 4) {
    const savedCard = profile.data?.paymentInformation.card;
    content = (
      <Stack gap="md">
        <StepHeading step={4}>Payment details</StepHeading>
        <Text>
          Optional: add the card you will pay for your stays with, or leave the form empty and add it later
          from your account.
        </Text>
        {savedCard && (
          <Text>
            Your card ending in {savedCard.last4} is saved. Enter another card to replace it, or continue.
          </Text>
        )}
        {/* Next saves a filled card (and stays here if it is refused); an empty form moves on. */}
        <CardEntryForm
          userId={viewer.userId}
          submitLabel="Next"
          emptyAllowed
          secondaryAction={
            <Button variant="default" onClick={() => setStep(3)}>
              Back
            </Button>
          }
          onDone={() => setStep(5)}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <StepHeading step={5}>You&apos;re all set!</StepHeading>
        <Text>
          {viewer.emailVerified
            ? 'Find a place to stay tonight on a host’s land.'
            : `When you continue we will email ${viewer.email} a link to verify your address.`}
        </Text>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => setStep(4)}>
            Back
          </Button>
          <Button onClick={letsGo} loading={finishing}>
            Lets Go!
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" py={48}>
      <Title order={1} mb="lg">
        Welcome to Stopover
      </Title>
      <Stepper active={step - 1} allowNextStepsSelect={false} size="sm" mb="xl" aria-label="Onboarding steps">
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {content}
    </Container>
  );
}
