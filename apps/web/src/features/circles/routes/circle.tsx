import { useParams, useSearchParams } from 'react-router';
import { CirclePage } from '../components/circle-page';

/** `/circles/{id}` (`?invite=` carries a private circle's invite code). */
export function CircleRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <CirclePage key={id} id={id} inviteCode={search.get('invite') ?? undefined} />;
}
