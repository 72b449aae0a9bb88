import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '../../public/errors/error-page';

/** The page for an address no route of the admin application knows, inside its router. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return <ErrorPage status={404} goHome={() => void navigate('/')} />;
}
