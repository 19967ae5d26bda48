import { useCreatorProfile } from '../api/get-creator-profile';

/**
 * Whose statement this is: the creator's name and, once given, their PAN (issue 25 §1, "shown on statements").
 * Nothing while the profile loads or when it cannot be read: the statement itself does not depend on it.
 */
export function StatementIdentity() {
  const profile = useCreatorProfile();
  if (!profile.data) return null;
  const { first_name, last_name, pan } = profile.data;
  return (
    <p className="text-sm text-ink-muted" data-testid="statement-identity">
      Statement for {first_name} {last_name}
      {pan ? (
        <>
          {' · '}PAN <span className="font-mono text-ink">{pan}</span>
        </>
      ) : null}
    </p>
  );
}
