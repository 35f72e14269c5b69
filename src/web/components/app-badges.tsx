import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import classes from './app-badges.module.css';

// Text badges rather than the stores' artwork: nothing external to load, and they read well to screen readers.
const BADGES = [
  { store: 'appStore', kicker: 'appStoreKicker', href: 'https://apps.apple.com/' },
  { store: 'googlePlay', kicker: 'googlePlayKicker', href: 'https://play.google.com/store' },
] as const;

export function AppBadges() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      {BADGES.map((badge) => (
        <UnstyledButton
          key={badge.store}
          component="a"
          href={badge.href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.badge}
        >
          {/* The name comes from the visible words (label in name, for people who speak to their
              browser), with the new-tab warning added for screen readers only. */}
          <span className={classes.kicker}>{t(`common.appBadges.${badge.kicker}`)}</span>{' '}
          <span className={classes.store}>{t(`common.appBadges.${badge.store}`)}</span>
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </UnstyledButton>
      ))}
    </Group>
  );
}
