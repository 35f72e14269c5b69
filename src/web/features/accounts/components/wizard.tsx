import { useEffect, useRef, type ReactNode } from 'react';
import { Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

// The pieces the two step-by-step flows share: guest onboarding (/onboarding) and host onboarding
// (/become-a-host), each five steps (spec section 2).

/**
 * 'Step 2 of 5' and the step's heading. With `focus`, keyboard and screen-reader users land on the
 * heading each time the step changes (not when a page opens: the browser's own focus stays).
 */
export function StepHeading({
  step,
  total,
  focus,
  children,
}: {
  step: number;
  total: number;
  focus: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [step, focus]);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('accounts.onboarding.stepOf', { step, total })}
      </Text>
      <Title order={2} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Title>
    </Stack>
  );
}

/** The row of steps above a flow: where one is, by name; steps are reached with Back and Next only. */
export function WizardSteps({ step, label, labels }: { step: number; label: string; labels: string[] }) {
  return (
    <Stepper active={step - 1} allowNextStepsSelect={false} size="sm" mb="xl" aria-label={label}>
      {labels.map((name) => (
        <Stepper.Step key={name} label={name} />
      ))}
    </Stepper>
  );
}
