import { Navigate } from 'react-router';

/** `/filmmaker/brief`: Create Brief from the beat list opens Post a Brief until a music brief screen exists (decision 016). */
export function FilmmakerBriefRoute() {
  return <Navigate to="/post-brief" replace />;
}
