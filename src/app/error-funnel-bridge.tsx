import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ErrorFunnel } from './error-funnel';

/** Hands the router's navigate to the error funnel, which lives outside React. */
export function ErrorFunnelBridge({ funnel }: { funnel: ErrorFunnel }) {
  const navigate = useNavigate();
  useEffect(() => {
    funnel.setNavigate(navigate);
    return () => funnel.setNavigate(undefined);
  }, [funnel, navigate]);
  return null;
}
