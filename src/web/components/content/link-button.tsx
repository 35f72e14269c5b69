import { Button } from '@mantine/core';
import { Link } from 'react-router';

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A button to a path of the site (client-side) or to another site. */
export function LinkButton({
  url,
  label,
  variant,
}: {
  url: string;
  label: string;
  variant?: 'filled' | 'white';
}) {
  return isInternal(url) ? (
    <Button component={Link} to={url} size="md" variant={variant}>
      {label}
    </Button>
  ) : (
    <Button component="a" href={url} size="md" variant={variant} rel="noopener noreferrer">
      {label}
    </Button>
  );
}
