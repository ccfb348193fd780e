import { useNavigate } from 'react-router';
import { CreateCircleForm } from '../components/create-circle-form';

/** `/circles/create`: a new circle opens on its own page. */
export function CircleCreateRoute() {
  const navigate = useNavigate();
  return <CreateCircleForm onCreated={(circle) => navigate(`/circles/${circle.id}`)} />;
}
