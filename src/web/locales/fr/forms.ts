import type { Translation } from '../translation';

export const forms: Translation<'forms'> = {
  email: 'E-mail',
};
