import { useParams } from 'react-router';
import { PiecePage } from '../components/piece-page';

/** `/piece/{id}`: one collaboration piece. */
export function PieceRoute() {
  const { id = '' } = useParams();
  return <PiecePage key={id} id={id} />;
}
