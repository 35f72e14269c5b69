import { useState } from 'react';
import { Button, Divider, Drawer, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { useTranslation } from '../../lib/i18n';
import { openLoginOverlay } from '../../lib/login-overlay-state';
import { helpLinks, paths } from '../../lib/paths';
import { useUnreadCount } from '../../lib/queries/get-unread-count';
import { useViewer } from '../../lib/session';
import { useSignOut } from '../../lib/sign-out';
import { mainNavLinks } from './nav-items';
import classes from './layout.module.css';

/** The burger's drawer; loaded the first time the burger is pressed. */
export default function MobileNav({
  opened,
  onClose,
  partnerUrl,
}: {
  opened: boolean;
  onClose: () => void;
  /** The deployment's external partner page (GET /v1/config), if it has one. */
  partnerUrl: string | null;
}) {
  const { t } = useTranslation();
  const { viewer, isPending } = useViewer();
  const signOut = useSignOut();
  const [helpOpened, setHelpOpened] = useState(false);
  const unread = useUnreadCount(Boolean(viewer)).data?.count ?? 0;
  const openOverlay = (mode: 'signup' | 'landing') => {
    onClose();
    openLoginOverlay(mode);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('layout.mobileNav.title')}
      position="right"
      size="xs"
      id="mobile-navigation"
      closeButtonProps={{ 'aria-label': t('layout.mobileNav.close') }}
    >
      <Stack component="nav" aria-label={t('layout.header.mainNavigation')} gap={4}>
        {mainNavLinks(viewer, partnerUrl).map((link) =>
          link.external ? (
            <NavLink key={link.href} href={link.href} label={t(`layout.nav.${link.labelKey}`)} />
          ) : (
            <NavLink
              key={link.href}
              component={Link}
              to={link.href}
              label={t(`layout.nav.${link.labelKey}`)}
              onClick={onClose}
            />
          ),
        )}
        {/* Mantine renders an expander as an <a> without href, which the keyboard skips: a button
            that says whether it is open. */}
        <NavLink
          component="button"
          type="button"
          label={t('layout.header.help')}
          childrenOffset="md"
          opened={helpOpened}
          onChange={setHelpOpened}
          aria-expanded={helpOpened}
        >
          {helpLinks.map((link) => (
            <NavLink
              key={link.href}
              component={Link}
              to={link.href}
              label={t(`layout.nav.${link.labelKey}`)}
              onClick={onClose}
            />
          ))}
        </NavLink>
        <Divider my="sm" />
        <LanguageSelect fullWidth />
        <Divider my="sm" />
        {viewer ? (
          <>
            {/* Messages (issue 26), with the conversations holding a message not yet read. */}
            <NavLink
              component={Link}
              to={paths.messages.href()}
              label={t('layout.header.messages')}
              onClick={onClose}
              data-testid="mobile-messages-link"
              rightSection={
                unread > 0 && (
                  <>
                    <span className={classes.unreadBadge} aria-hidden>
                      {unread}
                    </span>
                    <VisuallyHidden>{t('layout.header.messagesUnread', { count: unread })}</VisuallyHidden>
                  </>
                )
              }
            />
            <NavLink
              component={Link}
              to={paths.account.href()}
              label={t('layout.header.account')}
              onClick={onClose}
            />
            <Button
              variant="default"
              fullWidth
              mt="xs"
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              {t('layout.header.logOut')}
            </Button>
          </>
        ) : (
          !isPending && (
            <>
              <Button onClick={() => openOverlay('signup')} fullWidth>
                {t('layout.header.join')}
              </Button>
              <Button onClick={() => openOverlay('landing')} variant="default" fullWidth mt="xs">
                {t('layout.header.logIn')}
              </Button>
            </>
          )
        )}
      </Stack>
    </Drawer>
  );
}
