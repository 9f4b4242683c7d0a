import { usePublicConfig } from '../lib/use-public-config';

/** The support address as a mailto link, or the page's own words for it until the config has loaded. */
export function SupportEmailLink({ fallback }: { fallback: string }) {
  const { data: config } = usePublicConfig();
  return config ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> : fallback;
}
