import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useOpenStayThread } from '../api/open-stay-thread';

/**
 * /messages/stay/{paymentId} (My Trips' "Message the host") and /hosting/messages/stay/{paymentId}
 * (Guest Bookings' "Message guest"): opens the stay's conversation, made on first use, and goes there.
 */
export default function StayThread({ hosting = false }: { hosting?: boolean }) {
  const { t } = useTranslation();
  const paymentId = useParams().paymentId ?? '';
  const navigate = useNavigate();
  const open = useOpenStayThread();
  const { mutate } = open;
  useEffect(() => {
    mutate(paymentId, {
      onSuccess: ({ id }) =>
        void navigate(hosting ? paths.hostingMessageThread.href(id) : paths.messageThread.href(id), {
          replace: true,
        }),
    });
  }, [mutate, navigate, paymentId, hosting]);
  if (open.isError) return <QueryError error={open.error} />;
  return <Loading label={t('messagesUi.stay.opening')} />;
}
