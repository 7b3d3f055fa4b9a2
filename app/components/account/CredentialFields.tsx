// The two pairs of fields an account is made and changed with: an e-mail typed twice (registration,
// e-mail change) and a new password typed twice under the shop's policy (registration, password
// change, password reset). One markup for each, so labels, autocomplete hints and the policy's text
// are the same wherever they are asked.
import { PASSWORD_POLICY } from '#domain/validators';
import { conformField } from '~/components/forms/conform';
import { PasswordField, TextField } from '~/components/forms/Field';
import { tAccount as t } from '~/i18n/account';

type Meta = Parameters<typeof conformField>[0];

/** An e-mail and its confirmation. */
export function EmailPairFields({ email, confirm, labels }: { email: Meta; confirm: Meta; labels: readonly [string, string] }) {
  return (
    <>
      {[email, confirm].map((meta, i) => (
        <TextField
          key={meta.key ?? meta.name}
          {...conformField(meta)}
          label={labels[i]!}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      ))}
    </>
  );
}

/**
 * A new password, with the policy under it, and its confirmation. What was typed is never rendered
 * back, and is cleared when the server answers (`clearOn`: the route's action data).
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  clearOn,
}: {
  password: Meta;
  confirm: Meta;
  labels: readonly [string, string];
  clearOn: unknown;
}) {
  return (
    <>
      <PasswordField
        {...conformField(password)}
        clearOn={clearOn}
        label={labels[0]}
        help={t('fields.passwordPolicy', PASSWORD_POLICY)}
        autoComplete="new-password"
        required
      />
      <PasswordField {...conformField(confirm)} clearOn={clearOn} label={labels[1]} autoComplete="new-password" required />
    </>
  );
}
