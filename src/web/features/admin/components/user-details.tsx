import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROLES } from '../../../../domain/constants';
import { lockedRoles } from '../../../../domain/roles';
import { adminEmailBodySchema, adminNamesFormSchema } from '../../../../domain/schemas/admin-users';
import type { UserProfile } from '../../../../domain/schemas/users';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUserEmail } from '../api/user-update-email';
import { useUpdateUserNames } from '../api/user-update-names';
import { useUpdateUserRoles } from '../api/user-update-roles';
import { useRemoveUserSecondFactors, useUserSecondFactors } from '../api/user-second-factors';
import { ReasonDialog } from '../../../components/reason-dialog';
import { AuditTrail } from './audit-trail';
import { UserNoShows } from './user-no-shows';
import { MessageThreads } from './message-threads';
import { UserSetPasswordDialog } from './user-set-password-dialog';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function AccountSummary({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge variant="light" color={user.emailVerified ? 'stopover' : 'yellow'}>
        {user.emailVerified
          ? t('adminUsersUi.details.emailVerified')
          : t('adminUsersUi.details.emailNotVerified')}
      </Badge>
      <Badge variant="light" color="gray">
        {user.hasPassword ? t('adminUsersUi.details.hasPassword') : t('adminUsersUi.details.noPassword')}
      </Badge>
      {user.accountInformation.valid && (
        <Badge variant="light" color="gray">
          {t('adminUsersUi.details.host')}
        </Badge>
      )}
      {user.roles.map((role) => (
        <Badge key={role} variant="light" color="grape">
          {t(`adminUsersUi.roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** Names are saved only when both are given (spec section 5): the schema asks for both. */
function NamesForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const form = useZodForm(adminNamesFormSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const save = useUpdateUserNames();
  const submit = form.onSubmit(async (names) => {
    try {
      await save.mutateAsync({ userId: user.id, ...names });
      notifySuccess({ title: t('adminUsersUi.details.saved') });
    } catch (error) {
      form.setFormError({ title: t('adminUsersUi.details.namesFailed'), message: errorMessage(error) });
    }
  });
  return (
    <Form label={t('adminUsersUi.details.namesForm')} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('adminUsersUi.details.namesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field form={form} name="firstName" label={t('adminUsersUi.details.firstName')} autoComplete="off" />
        <Field form={form} name="lastName" label={t('adminUsersUi.details.lastName')} autoComplete="off" />
      </SimpleGrid>
      <FormErrorList errors={[form.formError]} />
      <FormActions>
        <SubmitButton pending={save.isPending}>{t('adminUsersUi.details.saveNames')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The email without the user's password (PUT /v1/admin/user/update/{id}); 'Failed to update users email!'. */
function EmailForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const form = useZodForm(adminEmailBodySchema, { email: '' });
  const update = useUpdateUserEmail();
  const submit = form.onSubmit(async ({ email }) => {
    try {
      await update.mutateAsync({ userId: user.id, email });
      notifySuccess({ title: t('adminUsersUi.details.saved'), message: email });
      form.reset({ email: '' });
    } catch (error) {
      const message = errorMessage(error);
      notifyDanger({ title: t('adminUsers.updateEmailFailed'), message });
      if (error instanceof ApiError && error.field === 'email') form.setFieldError('email', message);
      else form.setFormError({ title: t('adminUsers.updateEmailFailed'), message });
    }
  });
  return (
    <Form label={t('adminUsersUi.details.emailForm')} onSubmit={submit}>
      <Text size="sm">{user.email}</Text>
      <Field
        form={form}
        name="email"
        type="email"
        label={t('adminUsersUi.details.emailLabel')}
        description={t('adminUsersUi.details.emailHint')}
        autoComplete="off"
      />
      <FormErrorList errors={[form.formError]} />
      <FormActions>
        <SubmitButton pending={update.isPending}>{t('adminUsersUi.details.saveEmail')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The stored roles as checkboxes; the domain's `lockedRoles` (system_admin is a system_admin's to
 * change, nobody removes their own) are disabled here, and the server refuses them anyway.
 */
function RolesEditor({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const [roles, setRoles] = useState<string[]>(user.roles);
  const update = useUpdateUserRoles();
  const locked = new Set(lockedRoles(viewer, user));
  return (
    <form
      noValidate
      aria-label={t('adminUsersUi.details.rolesTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { userId: user.id, roles: ROLES.filter((role) => roles.includes(role)) },
          {
            onSuccess: () => notifySuccess({ title: t('adminUsersUi.details.saved') }),
            onError: (error) =>
              notifyDanger({ title: t('adminUsersUi.details.rolesFailed'), message: errorMessage(error) }),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Checkbox.Group
          label={t('adminUsersUi.details.rolesLegend')}
          description={t('adminUsersUi.details.rolesHint')}
          value={roles}
          onChange={setRoles}
        >
          <Stack gap="xs" mt="xs">
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                value={role}
                label={t(`adminUsersUi.roles.${role}`)}
                disabled={locked.has(role)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('adminUsersUi.details.saveRoles')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The person's second sign-in step: what they hold, and (when they hold one) removing all of it with a
 * reason, for someone who lost their phone and passkeys (decision 056).
 */
function SecondFactorsSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const factors = useUserSecondFactors(user.id);
  const remove = useRemoveUserSecondFactors();
  const [removing, setRemoving] = useState(false);
  if (!factors.data) return null;
  const { authenticatorApp, passkeys } = factors.data;
  const app = t(authenticatorApp ? 'securityUi.yes' : 'securityUi.no');
  return (
    <Section id="user-second-factors-title" title={t('securityUi.adminRemoveTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('securityUi.adminRemoveHas', { app, count: passkeys })}</Text>
        {(authenticatorApp || passkeys > 0) && (
          <Button variant="default" color="red" onClick={() => setRemoving(true)}>
            {t('securityUi.adminRemove')}
          </Button>
        )}
      </Stack>
      <ReasonDialog
        opened={removing}
        title={t('securityUi.adminRemove')}
        label={t('securityUi.reasonLabel')}
        minLength={10}
        pending={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={(reason) =>
          remove.mutate(
            { userId: user.id, reason },
            {
              onSuccess: () => {
                setRemoving(false);
                notifySuccess({ title: t('securityUi.adminRemoved') });
              },
              onError: (error) =>
                notifyDanger({ title: t('securityUi.adminRemove'), message: errorMessage(error) }),
            },
          )
        }
      />
    </Section>
  );
}

/** A user's Details: names, email, password, roles, then what administrators did to them. */
export function UserDetails({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [settingPassword, setSettingPassword] = useState(false);
  return (
    <Stack gap="md">
      <AccountSummary user={user} />
      <Section id="user-names-title" title={t('adminUsersUi.details.names')}>
        <NamesForm key={`${user.firstName}|${user.lastName}`} user={user} />
      </Section>
      <Section id="user-email-title" title={t('adminUsersUi.details.email')}>
        <EmailForm user={user} />
      </Section>
      <Section id="user-password-title" title={t('adminUsersUi.details.password')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('adminUsersUi.details.passwordHint')}
          </Text>
          <Button variant="default" onClick={() => setSettingPassword(true)}>
            {t('adminUsersUi.details.setPassword')}
          </Button>
        </Stack>
        <UserSetPasswordDialog
          opened={settingPassword}
          user={user}
          onClose={() => setSettingPassword(false)}
        />
      </Section>
      <Section id="user-roles-title" title={t('adminUsersUi.details.rolesTitle')}>
        <RolesEditor key={user.roles.join(',')} user={user} />
      </Section>
      <SecondFactorsSection user={user} />
      <UserNoShows userId={user.id} />
      <MessageThreads about={{ userId: user.id }} />
      <AuditTrail about={{ userId: user.id }} />
    </Stack>
  );
}
