import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/form/form';
import type { ZodForm } from '../../../lib/use-zod-form';

type PasswordValues = { password: string; passwordAgain: string } & Record<string, string | boolean>;

/** A new password typed twice (sign-up and the reset page): the schema checks length and match. */
export function NewPasswordFields<V extends PasswordValues>({
  form,
  label,
}: {
  form: ZodForm<V>;
  /** 'Password' or 'New password'; the second field adds 'again'. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field<V>
        form={form}
        name="password"
        type="password"
        label={label}
        description={t('accounts.password.atLeastSix')}
        autoComplete="new-password"
        required
      />
      <Field<V>
        form={form}
        name="passwordAgain"
        type="password"
        label={t('accounts.password.again', { label })}
        autoComplete="new-password"
        required
      />
    </>
  );
}
