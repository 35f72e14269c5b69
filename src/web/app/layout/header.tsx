import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Button, Container, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { openLoginOverlay } from '../../lib/login-overlay-state';
import { paths } from '../../lib/paths';
import { useConfig } from '../../lib/queries/get-config';
import { useUnreadCount } from '../../lib/queries/get-unread-count';
import { useViewer } from '../../lib/session';
import { useSignOut } from '../../lib/sign-out';
import { LanguageSelect } from '../../components/language-select';
import { HelpMenu } from './help-menu';
import { NavMenu } from './nav-menu';
import { mainNavLinks } from './nav-items';
import classes from './layout.module.css';
import navLinkClasses from '../../components/nav-link.module.css';

const MobileNav = lazy(() => import('./mobile-nav'));

function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={paths.home.href()}
      className={classes.logo}
      aria-label={t('layout.header.home')}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
        <path d="M16 2C10 2 5 7 5 13c0 8 11 17 11 17s11-9 11-17c0-6-5-11-11-11z" fill="currentColor" />
        <circle cx="16" cy="13" r="4" fill="white" />
      </svg>
      <span>{t('layout.header.brand')}</span>
    </UnstyledButton>
  );
}

/** Messages (issue 26), with the number of conversations holding a message not yet read. */
function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true).data?.count ?? 0;
  return (
    <NavLink to={paths.messages.href()} className={navLinkClasses.navLink} data-testid="messages-link">
      {t('layout.header.messages')}
      {unread > 0 && (
        <>
          <span className={classes.unreadBadge} aria-hidden>
            {unread}
          </span>
          <VisuallyHidden>{t('layout.header.messagesUnread', { count: unread })}</VisuallyHidden>
        </>
      )}
    </NavLink>
  );
}

function AccountArea() {
  const { t } = useTranslation();
  const { viewer, isPending } = useViewer();
  const signOut = useSignOut();
  // Nothing until the API has said who is signed in, rather than Join and Log In flashing by.
  if (isPending) return <div className={classes.accountPlaceholder} aria-hidden />;
  if (viewer) {
    return (
      <Group gap="md" wrap="nowrap">
        <MessagesLink />
        <NavMenu
          label={t('layout.header.account')}
          items={[
            { label: t('layout.header.account'), href: paths.account.href() },
            { label: t('layout.header.logOut'), onClick: () => void signOut() },
          ]}
        />
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button onClick={() => openLoginOverlay('signup')}>{t('layout.header.join')}</Button>
      <Button onClick={() => openLoginOverlay('landing')} variant="default">
        {t('layout.header.logIn')}
      </Button>
    </Group>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const partnerUrl = useConfig().data?.partnerUrl ?? null;
  const unread = useUnreadCount(Boolean(viewer)).data?.count ?? 0;
  const [drawerOpened, setDrawerOpened] = useState(false);
  // Mounted on first use only, then kept so it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const toggleDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpened((o) => !o);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Logo />
          <Group
            component="nav"
            aria-label={t('layout.header.mainNavigation')}
            gap="lg"
            visibleFrom="lg"
            wrap="nowrap"
          >
            {mainNavLinks(viewer, partnerUrl).map((link) =>
              link.external ? (
                <a key={link.href} href={link.href} className={navLinkClasses.navLink}>
                  {t(`layout.nav.${link.labelKey}`)}
                </a>
              ) : (
                <NavLink key={link.href} to={link.href} className={navLinkClasses.navLink}>
                  {t(`layout.nav.${link.labelKey}`)}
                </NavLink>
              ),
            )}
            <HelpMenu />
            <LanguageSelect compact />
            <AccountArea />
          </Group>
          <UnstyledButton
            className={`${Burger.classes.root} ${classes.burgerButton}`}
            onClick={toggleDrawer}
            hiddenFrom="lg"
            aria-label={t(drawerOpened ? 'layout.header.closeNavigation' : 'layout.header.openNavigation')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-navigation"
          >
            {/* Mantine's Burger draws its lines as a <div>, which HTML does not allow inside a <button>
                (issue 24): the same lines from Burger's own styles, on a <span>. */}
            <span
              className={Burger.classes.burger}
              data-reduce-motion
              data-opened={drawerOpened || undefined}
            />
            {/* On a phone, a dot says there is something to read; the menu's Messages item says how much. */}
            {unread > 0 && <span className={classes.burgerDot} aria-hidden data-testid="burger-unread" />}
          </UnstyledButton>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} onClose={() => setDrawerOpened(false)} partnerUrl={partnerUrl} />
        </Suspense>
      )}
    </Box>
  );
}
