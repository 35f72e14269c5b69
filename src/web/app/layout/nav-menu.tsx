import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './layout.module.css';
import navLinkClasses from '../../components/nav-link.module.css';

export type NavMenuItem = { label: string; href: string } | { label: string; onClick: () => void };

/**
 * A header dropdown as a disclosure of links and buttons (the WAI-ARIA pattern for site
 * navigation), which also keeps a positioning library out of the first page load.
 */
export function NavMenu({
  label,
  items,
  buttonLabel,
}: {
  label: ReactNode;
  items: NavMenuItem[];
  buttonLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={classes.helpRoot}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <UnstyledButton
        ref={buttonRef}
        className={navLinkClasses.navLink}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <span aria-hidden>▾</span>
      </UnstyledButton>
      <ul id={listId} className={classes.helpList} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'href' in item ? (
              <Link to={item.href} className={classes.helpLink} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <UnstyledButton
                className={classes.helpLink}
                w="100%"
                onClick={() => {
                  setOpen(false);
                  item.onClick();
                }}
              >
                {item.label}
              </UnstyledButton>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
