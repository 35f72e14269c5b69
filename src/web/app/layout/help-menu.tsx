import { helpLinks } from '../../lib/paths';
import { NavMenu } from './nav-menu';

export function HelpMenu() {
  return <NavMenu label="Help" items={helpLinks} />;
}
