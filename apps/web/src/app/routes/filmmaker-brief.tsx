import { FilmmakerBrief } from '../../features/beats/components/filmmaker-brief';

/** `/filmmaker/brief`: partners go on to Post a Brief; others see why they cannot post one (decision 016). */
export function FilmmakerBriefRoute() {
  return <FilmmakerBrief />;
}
