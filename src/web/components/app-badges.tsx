import { Group, UnstyledButton } from '@mantine/core';
import classes from './app-badges.module.css';

// Text badges rather than the stores' artwork: nothing external to load, and they read well to screen readers.
const BADGES = [
  { store: 'App Store', kicker: 'Download on the', href: 'https://apps.apple.com/' },
  { store: 'Google Play', kicker: 'Get it on', href: 'https://play.google.com/store' },
] as const;

export function AppBadges() {
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
          aria-label={`${badge.kicker} ${badge.store} (opens in a new tab)`}
        >
          <span className={classes.kicker}>{badge.kicker}</span>
          <span className={classes.store}>{badge.store}</span>
        </UnstyledButton>
      ))}
    </Group>
  );
}
