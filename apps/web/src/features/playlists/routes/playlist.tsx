import { useParams } from 'react-router';
import { PlaylistPage } from '../components/playlist-page';

/** `/playlist/{id}`: a curated or fan-made playlist. */
export function PlaylistRoute() {
  const { id = '' } = useParams();
  return <PlaylistPage key={id} id={id} />;
}
