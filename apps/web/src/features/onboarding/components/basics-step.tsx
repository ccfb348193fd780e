import { LOCATION_MAX } from '@pulse/domain/creative-onboarding';
import { DISPLAY_NAME_MAX } from '@pulse/domain/fields';
import { TextField } from '../../../ui/field';
import { messageAt, type StepProps, textField, useStepField } from './step-props';
import { UrlField } from './url-field';

/** Step 1: display name (2-50), location (optional, up to 100), portfolio link (optional, https:// added). */
export function BasicsStep({ form, disabled }: StepProps) {
  const portfolioLink = useStepField(form, 'portfolioLink');
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Display name"
        autoComplete="nickname"
        required
        {...textField(form, 'displayName')}
        error={messageAt(form, 'displayName')}
        hint={`How brands and fans will see you. 2 to ${DISPLAY_NAME_MAX} characters.`}
        disabled={disabled}
      />
      <TextField
        label="Location (optional)"
        autoComplete="address-level2"
        {...textField(form, 'location')}
        error={messageAt(form, 'location')}
        hint={`City or campus, like Austin, TX. Up to ${LOCATION_MAX} characters.`}
        disabled={disabled}
      />
      <UrlField
        label="Portfolio link (optional)"
        name="portfolioLink"
        autoComplete="url"
        placeholder="yourname.com"
        value={portfolioLink.value}
        onValueChange={portfolioLink.onChange}
        onBlur={portfolioLink.onBlur}
        error={portfolioLink.error}
        hint="Your best work: a site, Behance, YouTube or SoundCloud. We add https:// for you."
        disabled={disabled}
      />
    </div>
  );
}
