import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreviewResponse } from '../../../../contract/preview';
import { PreviewPanel } from './PreviewPanel';

const preview: PreviewResponse = {
  title: 'Folding Sawhorse That Levels Itself',
  premiumUnlocked: true,
  sections: [
    { key: 'background', heading: 'BACKGROUND OF THE INVENTION', text: 'Sawhorses rock.', locked: false },
    { key: 'details', heading: 'DETAILED DESCRIPTION OF THE INVENTION', text: 'Four legs.', locked: false },
    {
      key: 'variations',
      heading: 'DETAILED DESCRIPTION OF THE INVENTION',
      text: 'Steel legs.',
      locked: false,
    },
    { key: 'useCases', heading: 'DETAILED DESCRIPTION OF THE INVENTION', text: 'On a roof.', locked: false },
    { key: 'claims', heading: 'CLAIMS', text: '1. A sawhorse.', locked: false },
  ],
};

describe('PreviewPanel', () => {
  it('prints a heading once for the sections the PDF prints under it, and every section text', () => {
    render(<PreviewPanel preview={preview} onClose={() => {}} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'BACKGROUND OF THE INVENTION',
      'DETAILED DESCRIPTION OF THE INVENTION',
      'CLAIMS',
    ]);
    for (const text of ['Four legs.', 'Steel legs.', 'On a roof.'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});
