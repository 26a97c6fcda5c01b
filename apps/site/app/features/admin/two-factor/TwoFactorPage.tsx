import { Button, Checkbox } from '@tembo/ui';
import {
  useRequireTwoFactorQuery,
  useSession,
  useSetRequireTwoFactorMutation,
  useTwoFactorStatusQuery,
  useUnenrolTotpMutation,
} from '@tembo/data/auth';
import { RoleGuard } from '../guard/RoleGuard.tsx';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminSection } from '../common/AdminSection.tsx';
import { notify } from '../common/notify.ts';
import { TwoFactorEnrol } from './TwoFactorEnrol.tsx';
import * as styles from './two-factor.css.ts';
import { loadState } from '../common/load-state.tsx';

function MyFactor() {
  const session = useSession();
  const accessToken = session.status === 'signed-in' ? session.session.access_token : undefined;
  const status = useTwoFactorStatusQuery(accessToken);
  const remove = useUnenrolTotpMutation({
    onSuccess: () => notify.success('Two-factor sign-in is off for your account.'),
    onError: (error) => notify.error('Two-factor sign-in was not turned off.', error.message),
  });
  if (!status.isSuccess)
    return loadState(
      status,
      'Loading your two-factor sign-in',
      'Your two-factor sign-in could not be loaded.',
    );
  const { factorId, required } = status.data;
  if (!factorId) {
    return (
      <TwoFactorEnrol
        onEnrolled={() =>
          notify.success(
            'Two-factor sign-in is on.',
            'Next time you sign in, the app gives the code.',
          )
        }
      />
    );
  }
  return (
    <div className={styles.steps}>
      <p className={styles.text}>
        <strong>On.</strong> After your password or emailed code, you enter a code from your
        authenticator app.
      </p>
      {required ? (
        <p className={styles.text}>
          Every admin needs it: after removing it you set it up again before the admin area opens.
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          onPress={() => remove.mutate(factorId)}
          isDisabled={remove.isPending}
        >
          Remove two-factor sign-in
        </Button>
      </div>
    </div>
  );
}

function RequireForEveryone() {
  const setting = useRequireTwoFactorQuery();
  const save = useSetRequireTwoFactorMutation({
    onSuccess: (_data, required) =>
      notify.success(
        required
          ? 'Every admin now needs two-factor sign-in.'
          : 'Two-factor sign-in is now each admin’s choice.',
      ),
    onError: (error) => notify.error('The rule was not changed.', error.message),
  });
  if (!setting.isSuccess)
    return loadState(setting, 'Loading the rule', 'The rule could not be loaded.');
  return (
    <Checkbox
      isSelected={save.isPending ? save.variables : setting.data}
      isDisabled={save.isPending}
      onChange={(selected) => save.mutate(selected)}
      description="Admins without it are asked to set it up before the admin area opens."
    >
      Require two-factor sign-in for every admin
    </Checkbox>
  );
}

/** /admin/two-factor: the admin's own second factor, and the super admin's rule for everyone. */
export function TwoFactorPage() {
  const session = useSession();
  const superAdmin = session.status === 'signed-in' && session.isSuperAdmin;
  return (
    <RoleGuard need="admin">
      <AdminPageHeader
        title="Two-factor sign-in"
        description="A code from an authenticator app on your phone, asked after your password or emailed code. A stolen password alone then cannot change the site."
      />
      <AdminSection title="Your account">
        <MyFactor />
      </AdminSection>
      {superAdmin ? (
        <AdminSection title="Every admin">
          <RequireForEveryone />
        </AdminSection>
      ) : null}
    </RoleGuard>
  );
}
