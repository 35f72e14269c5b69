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
        >
          {/* The name comes from the visible words (label in name, for people who speak to their
              browser), with the new-tab warning added for screen readers only. */}
          <span className={classes.kicker}>{badge.kicker}</span>{' '}
          <span className={classes.store}>{badge.store}</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </UnstyledButton>
      ))}
    </Group>
  );
}
