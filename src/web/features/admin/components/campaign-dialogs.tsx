import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { CampaignDto } from '../../../../domain/schemas/campaigns';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorList } from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateCampaign } from '../api/campaign-update';

/** Changes a campaign's valid-until date (spec section 4); empty means no end. */
function UntilForm({ campaign, onDone }: { campaign: CampaignDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const [until, setUntil] = useState(campaign.validUntil ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async () => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: campaign.id, validUntil: until || null });
      notifySuccess({ title: t('campaignsUi.notices.updated'), message: campaign.code });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'validUntil') setError(errorMessage(failure));
      else setFormError(errorMessage(failure));
    }
  };
  return (
    <form
      noValidate
      aria-label={t('campaignsUi.until.title', { code: campaign.code })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          name="validUntil"
          label={t('campaignsUi.until.label')}
          description={t('campaignsUi.until.hint')}
          value={until}
          min={campaign.validFrom}
          onChange={(event) => {
            setUntil(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <FormErrorList
          errors={[formError && { title: t('campaignsUi.notices.updateFailed'), message: formError }]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('campaignsUi.until.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={until === (campaign.validUntil ?? '')}>
            {t('campaignsUi.until.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CampaignUntilDialog({
  campaign,
  onClose,
}: {
  campaign: CampaignDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={campaign !== null}
      onClose={onClose}
      title={campaign ? t('campaignsUi.until.title', { code: campaign.code }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('campaignsUi.until.close') }}
    >
      {campaign && <UntilForm campaign={campaign} onDone={onClose} />}
    </Modal>
  );
}

/** Asks before deleting a campaign: a deleted code is gone for good (spec section 4). */
export function CampaignDeleteDialog({
  campaign,
  onClose,
}: {
  campaign: CampaignDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!campaign) return;
    try {
      await update.mutateAsync({ id: campaign.id, status: 'deleted' });
      notifySuccess({ title: t('campaignsUi.notices.deleted'), message: campaign.code });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <ConfirmDialog
      opened={campaign !== null}
      title={campaign ? t('campaignsUi.remove.title', { code: campaign.code }) : ''}
      closeLabel={t('campaignsUi.remove.close')}
      cancelLabel={t('campaignsUi.remove.cancel')}
      confirmLabel={t('campaignsUi.remove.confirm')}
      pending={update.isPending}
      failure={failure && { title: t('campaignsUi.notices.updateFailed'), message: failure }}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      {t('campaignsUi.remove.text')}
    </ConfirmDialog>
  );
}
