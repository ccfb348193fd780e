import { EmailSettings } from '../../features/accounts/components/email-settings';
import { PasswordSettings } from '../../features/accounts/components/password-settings';
import { SessionsSettings } from '../../features/accounts/components/sessions-settings';
import { TwoFactorSettings } from '../../features/accounts/components/two-factor-settings';
import { YourDataSettings } from '../../features/accounts/components/your-data-settings';
import { BlockedPeopleSection } from '../../features/safety/components/blocked-people-section';
import { StudentStatusSection } from '../../features/student-status/components/student-status-section';
import { useMe } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Page, PageHeading } from '../../ui/page';
import { SettingsSection } from '../../ui/settings-section';
import { WithSession } from '../../ui/with-session';

/**
 * `/settings`: the account's security, standing and data (issue 36), composed from the features that own each
 * part: the sign-in e-mail, password, two-factor and sessions (accounts), student status, the people one has
 * blocked (safety), and the data one can take or erase (accounts).
 */
export function AccountSettingsRoute() {
  const me = useMe().data?.user ?? null;
  return (
    <WithSession title="Settings" lead="Sign in to manage your account.">
      {() => (
        <Page title="Settings" width="wide">
          <PageHeading lead="Your sign-in, security and data.">Settings</PageHeading>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            {/* SETTINGS SECTIONS: each feature adds its SettingsSection here. */}
            {me?.isGuest ? (
              <SettingsSection id="account" title="Account" lead="You are browsing as a guest.">
                <p className="mb-4 text-sm text-muted">
                  Create an account to keep what you do here, recover it by e-mail and get paid.
                </p>
                <ButtonLink to="/signup">Create an account</ButtonLink>
              </SettingsSection>
            ) : (
              <>
                <SettingsSection id="email" title="E-mail" lead="Where we send links, receipts and security notices.">
                  <EmailSettings />
                </SettingsSection>
                <SettingsSection
                  id="two-factor"
                  title="Two-factor sign-in"
                  lead="A code from an authenticator app at sign-in, on top of your password."
                >
                  <TwoFactorSettings isAdmin={me?.role === 'admin'} />
                </SettingsSection>
                <SettingsSection id="password" title="Password">
                  <PasswordSettings />
                </SettingsSection>
                <SettingsSection id="sessions" title="Signed-in devices" lead="Sign out anywhere you no longer use.">
                  <SessionsSettings />
                </SettingsSection>
                <StudentStatusSection />
                <BlockedPeopleSection />
                <SettingsSection
                  id="your-data"
                  title="Your data"
                  lead="Take a copy of everything, or leave Pulse for good."
                >
                  <YourDataSettings />
                </SettingsSection>
              </>
            )}
          </div>
        </Page>
      )}
    </WithSession>
  );
}
