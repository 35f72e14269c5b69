import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader aria-hidden />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </Center>
  );
}
