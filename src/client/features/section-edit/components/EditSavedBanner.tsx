export function EditSavedBanner({ visible }: { visible: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
          Changes saved successfully
        </p>
      )}
    </div>
  );
}
