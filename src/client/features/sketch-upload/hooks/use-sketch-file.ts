import { useCallback, useState } from 'react';
import { imageProblem, READ_FAILED_ALERT, readAsDataUrl } from '../api/validate-image';

export type SketchFile = { name: string; dataUrl: string };

/** The one sketch picked at step 7, held as a data URL until it is sent (spec §3, §5). */
export function useSketchFile() {
  const [sketch, setSketch] = useState<SketchFile | null>(null);

  const choose = useCallback(async (files: FileList | File[] | null) => {
    // Spec §5: only the first file is used.
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      setSketch({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      window.alert(READ_FAILED_ALERT);
    }
  }, []);

  const clear = useCallback(() => setSketch(null), []);
  return { sketch, choose, clear };
}
