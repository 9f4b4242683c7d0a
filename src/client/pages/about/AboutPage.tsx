import { StaticPageLayout } from '../../components/layout/StaticPageLayout';

export default function Page() {
  return (
    <StaticPageLayout title="Stub" meta={{ description: 'stub' }}>
      <p>stub</p>
    </StaticPageLayout>
  );
}
