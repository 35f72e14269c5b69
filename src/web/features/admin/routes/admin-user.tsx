import { Navigate, Route, Routes, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAdminUser } from '../api/admin-user';
import { AdminSideLayout } from '../components/admin-side-layout';
import { UserBookings } from '../components/user-bookings';
import { UserDetails } from '../components/user-details';
import { UserProperties } from '../components/user-properties';
import { UserTransactions } from '../components/user-transactions';

const SECTIONS = ['details', 'properties', 'bookings', 'transactions'] as const;

/**
 * /admin/users/{userId}/*: a user's admin pages with their side menu (spec section 2), inside
 * RequirePermission('users:manage-any'). The bare path opens Details.
 */
export default function AdminUserRoute() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const user = useAdminUser(userId);
  usePageTitle(user.data ? t('adminUsersUi.user.title', { email: user.data.email }) : undefined);
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <QueryError
        error={user.error}
        onRetry={() => void user.refetch()}
        title={t('adminUsersUi.user.loadFailed')}
      />
    );
  }
  return (
    <AdminSideLayout
      title={t('adminUsersUi.user.title', { email: user.data.email })}
      menuLabel={t('adminUsersUi.user.menu')}
      items={SECTIONS.map((section) => ({
        href: paths.adminUser.href(userId, section),
        label: t(`adminUsersUi.user.sections.${section}`),
      }))}
    >
      <Routes>
        <Route index element={<Navigate to="details" replace />} />
        <Route path="details" element={<UserDetails user={user.data} />} />
        <Route path="properties" element={<UserProperties userId={userId} />} />
        <Route path="bookings" element={<UserBookings userId={userId} />} />
        <Route path="transactions" element={<UserTransactions user={user.data} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminSideLayout>
  );
}
