import { Alert, Anchor, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '../../../../domain/messages/format';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { LANGUAGE_NAMES, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useFaqWifi } from '../api/get-faq-wifi';
import { FaqList } from '../components/faq-list';

const isLanguage = (value: string | null): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/**
 * /faq-wifi (spec section 2): questions and answers about wifi and coverage from the content store,
 * in the language chosen in its own dropdown (the app's language at first). The choice is kept in
 * `?language=`, so a link or a reload opens the same language.
 */
export default function FaqWifiRoute() {
  const { t, language: appLanguage } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language = isLanguage(asked) ? asked : appLanguage;
  const faq = useFaqWifi(language);
  const page = faq.data;
  usePageTitle(page?.title ?? t('contactUi.faqWifi.pageTitle'));

  const choose = (next: Language) =>
    setParams(
      (current) => {
        current.set('language', next);
        return current;
      },
      { replace: true },
    );

  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Group justify="flex-end">
          <NativeSelect
            label={t('contactUi.faqWifi.language')}
            value={language}
            onChange={(event) => choose(event.currentTarget.value as Language)}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            w={180}
          />
        </Group>
        {faq.isPending ? (
          <Loading />
        ) : faq.isError ? (
          <QueryError
            error={faq.error}
            onRetry={() => void faq.refetch()}
            title={t('contactUi.faqWifi.loadFailed')}
          />
        ) : (
          // The page's own language, so screen readers read it with the right voice.
          <Stack gap="lg" lang={page!.language} aria-busy={faq.isPlaceholderData}>
            {page!.language !== language && (
              <Alert color="blue" role="status">
                {t('contactUi.faqWifi.inEnglish', { language: LANGUAGE_NAMES[language] })}
              </Alert>
            )}
            <Title order={1}>{page!.title}</Title>
            <FaqList rows={page!.rows} />
          </Stack>
        )}
        <Text>
          {t('contactUi.faqWifi.contactHint')}{' '}
          <Anchor component={Link} to={paths.contactUs.href()}>
            {t('contactUi.faqWifi.contactLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
