import { Center, Loader, type CenterProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * A spinner that screen readers announce by its label: the label is text in a status region, since
 * the spinner itself (a plain span) may not carry one.
 */
export function Loading({ label, ...center }: { label?: string } & CenterProps) {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-live="polite" {...center}>
      <Loader aria-hidden />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </Center>
  );
}

export function PageLoader({ label }: { label?: string }) {
  return <Loading py={80} label={label} />;
}
