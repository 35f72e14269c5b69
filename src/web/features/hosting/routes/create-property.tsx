import { useState } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { canCreateProperty } from '../../../../domain/roles';
import type { CreatePropertyBody } from '../../../../domain/schemas/property';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useCreateProperty } from '../api/create-property';
import { NeedPayoutAccount, PropertyForm } from '../components/property-form';
import { SaveFailure } from '../components/save-failure';
import { emptyPropertyForm, newPropertySchema } from '../lib/property-form';

/**
 * /create-a-property (spec section 2): the property form, empty but for the spec's defaults. A host
 * (valid payout account) or an administrator creates; anyone else is sent to Become a Host. Created,
 * the property is listed at once and its editor opens.
 */
export default function CreatePropertyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('propertyForm.createTitle'));
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const [initial] = useState(emptyPropertyForm);
  const allowed = canCreateProperty(viewer);

  const save = async (body: CreatePropertyBody) => {
    try {
      const property = await create.mutateAsync(body);
      notifySuccess({ title: t('propertyForm.created') });
      void navigate(paths.hostingLocation.href(property.id));
    } catch (failure) {
      notifyDanger({ title: t('property.createFailed'), message: errorMessage(failure) });
      throw failure;
    }
  };

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('propertyForm.createTitle')}</Title>
        {allowed ? (
          <>
            <Text>{t('propertyForm.createIntro')}</Text>
            <PropertyForm
              mode="create"
              initial={initial}
              schema={newPropertySchema}
              onSubmit={save}
              pending={create.isPending}
              submitLabel={t('propertyForm.submitCreate')}
              alert={<SaveFailure error={create.error} title={t('property.createFailed')} />}
            />
          </>
        ) : (
          <NeedPayoutAccount />
        )}
      </Stack>
    </Container>
  );
}
