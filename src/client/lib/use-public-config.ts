import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '../../contract/public-config';
import { fetchParsed } from './api';

const PUBLIC_CONFIG_URL = '/api/config';

/** This deployment's public settings (test mode, Stripe key, support address). */
export function usePublicConfig() {
  return useQuery({
    queryKey: [PUBLIC_CONFIG_URL],
    queryFn: () => fetchParsed(publicConfigSchema, PUBLIC_CONFIG_URL),
  });
}
