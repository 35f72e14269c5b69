import { useState } from 'react';
import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { contactBodySchema } from '../../../../domain/schemas/contact';
import {
  EmailField,
  Field,
  Form,
  FormActions,
  FormErrorList,
  SubmitButton,
  TextareaField,
} from '../../../components/form/form';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';
import classes from '../components/contact.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '', website: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/** /contact-us (spec sections 2 and 5): a visitor writes to Stopover; no account needed. */
export default function ContactUsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('contactUi.form.pageTitle'));
  const form = useZodForm(contactBodySchema, EMPTY);
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      notifySuccess({ title: t('contactUi.form.sent') });
      setSentTo(body.email);
      form.reset(EMPTY);
    } catch (error) {
      const message = errorMessage(error);
      const field = error instanceof ApiError ? FIELDS.find((f) => f === error.field) : undefined;
      if (field) form.setFieldError(field, message);
      else form.setFormError({ title: t('contactUi.form.sendFailed'), message });
    }
  });

  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('contactUi.form.pageTitle')}</Title>
        {sentTo ? (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md" align="flex-start">
              <Title order={2} size="h3">
                {t('contactUi.form.sent')}
              </Title>
              <Text role="status">{t('contactUi.form.sentText', { email: sentTo })}</Text>
              <Button variant="default" onClick={() => setSentTo(null)}>
                {t('contactUi.form.sendAnother')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text size="lg">{t('contactUi.form.intro')}</Text>
            <Form label={t('contactUi.form.label')} onSubmit={submit} gap="md">
              <FormErrorList errors={[form.formError]} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Field
                  form={form}
                  name="firstName"
                  label={t('contactUi.form.firstName')}
                  withAsterisk
                  autoComplete="given-name"
                />
                <Field
                  form={form}
                  name="lastName"
                  label={t('contactUi.form.lastName')}
                  autoComplete="family-name"
                />
              </SimpleGrid>
              <EmailField form={form} withAsterisk />
              <Field
                form={form}
                name="phone"
                type="tel"
                label={t('contactUi.form.phone')}
                autoComplete="tel"
              />
              <TextareaField
                form={form}
                name="message"
                label={t('contactUi.form.message')}
                withAsterisk
                autosize
                minRows={5}
                maxRows={14}
              />
              {/* The honeypot: hidden from people and assistive technology; only bots fill it in. */}
              <div className={classes.honeypot} aria-hidden="true">
                <label htmlFor="contact-website">{t('contactUi.form.honeypot')}</label>
                <input
                  id="contact-website"
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={form.values.website}
                  onChange={(event) => form.setValue('website', event.currentTarget.value)}
                />
              </div>
              <FormActions>
                <SubmitButton pending={send.isPending}>{t('contactUi.form.send')}</SubmitButton>
              </FormActions>
            </Form>
          </>
        )}
        <Text>
          {t('contactUi.form.wifiHint')}{' '}
          <Anchor component={Link} to={paths.faqWifi.href()}>
            {t('contactUi.form.wifiLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
