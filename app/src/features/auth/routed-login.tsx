import { useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH, returnPathFrom } from '../../routes/paths';
import LoginPage from './login.page';

/** /login once the router runs (after a logout or a guard redirect): the origin is the guard's state. */
export default function RoutedLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <LoginPage
      returnPath={returnPathFrom(location.state, DASHBOARD_PATH)}
      onSignedIn={(path) => navigate(path, { replace: true })}
    />
  );
}
