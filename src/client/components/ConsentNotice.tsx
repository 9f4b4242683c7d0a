/** The confidentiality and age/terms consent line shown under every e-mail form that starts a session. */
export function ConsentNotice({ className }: { className: string }) {
  return (
    <p className={className}>
      Your invention stays confidential. By continuing you confirm you are 18 or older (or have parental
      consent) and accept our{' '}
      <a href="/terms-of-service" target="_blank" rel="noopener" className="underline">
        Terms of Service
      </a>{' '}
      and{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener" className="underline">
        Privacy Policy
      </a>
      .
    </p>
  );
}
