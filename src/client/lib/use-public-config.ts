import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contract/public-config';

/** This deployment's public settings (test mode, Stripe key, support address). */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config'] });
}
