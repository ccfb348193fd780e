import { LOCATION_MAX } from '@pulse/domain/creative-onboarding';
import { DISPLAY_NAME_MAX } from '@pulse/domain/fields';
import { TextField } from '../../../ui/field';
import type { StepProps } from './step-props';
import { UrlField } from './url-field';

/** Step 1: display name (2-50), location (optional, up to 100), portfolio link (optional, https:// added). */
export function BasicsStep({ values, onChange, errorFor, touch, disabled }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        required
        value={values.displayName}
        onChange={(e) => onChange({ displayName: e.target.value })}
        onBlur={() => touch('displayName')}
        error={errorFor('displayName')}
        hint={`How brands and fans will see you. 2 to ${DISPLAY_NAME_MAX} characters.`}
        disabled={disabled}
      />
      <TextField
        label="Location (optional)"
        name="location"
        autoComplete="address-level2"
        value={values.location}
        onChange={(e) => onChange({ location: e.target.value })}
        onBlur={() => touch('location')}
        error={errorFor('location')}
        hint={`City or campus, like Austin, TX. Up to ${LOCATION_MAX} characters.`}
        disabled={disabled}
      />
      <UrlField
        label="Portfolio link (optional)"
        name="portfolioLink"
        autoComplete="url"
        placeholder="yourname.com"
        value={values.portfolioLink}
        onValueChange={(portfolioLink) => onChange({ portfolioLink })}
        onBlur={() => touch('portfolioLink')}
        error={errorFor('portfolioLink')}
        hint="Your best work: a site, Behance, YouTube or SoundCloud. We add https:// for you."
        disabled={disabled}
      />
    </div>
  );
}
