import { useEffect, useId, useRef, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { helpLinks } from '../../lib/paths';
import classes from './layout.module.css';

/**
 * The Help dropdown as a disclosure of links (the WAI-ARIA pattern for site navigation), which
 * also keeps a positioning library out of the first page load.
 */
export function HelpMenu() {
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
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Help <span aria-hidden>▾</span>
      </UnstyledButton>
      <ul id={listId} className={classes.helpList} hidden={!open}>
        {helpLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={classes.helpLink} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
