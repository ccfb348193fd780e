import { ButtonLink } from '../../../ui/button';

/** The studio's way into communities (spec part 1, section 2). */
export function StudioCommunities() {
  return (
    <section
      aria-labelledby="studio-communities"
      className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <h2 id="studio-communities" className="font-display text-xl font-bold">
        Communities
      </h2>
      <p className="text-sm text-muted">Find the circles where your people already are.</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/circles/discover" variant="secondary">
          Discover More Communities
        </ButtonLink>
        <ButtonLink to="/pulse-circles">Continue to Pulse Circles</ButtonLink>
      </div>
    </section>
  );
}
