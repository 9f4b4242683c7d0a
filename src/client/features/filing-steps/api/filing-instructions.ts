import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const FILING_INSTRUCTIONS_URL = '/api/patent/uspto-instructions';

/** The USPTO filing instructions as plain text (not JSON: there is no schema to parse it with). */
export function useFilingInstructions() {
  return useQuery({
    queryKey: [FILING_INSTRUCTIONS_URL],
    queryFn: async () => (await apiRequest('GET', FILING_INSTRUCTIONS_URL)).text(),
  });
}
