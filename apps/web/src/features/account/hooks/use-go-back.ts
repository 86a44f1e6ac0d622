import { useLocation, useNavigate, useParams } from 'react-router';

/** One step back, or to `fallback` (under the language) when this page was the first one opened. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { lang } = useParams();
  return () => {
    if (location.key === 'default') void navigate(`/${lang}/${fallback}`, { replace: true });
    else void navigate(-1);
  };
}
