/** The product mark: a leaf in a rounded square, drawn inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0e7c66" />
      <path d="M9 21c0-7 5-11 14-11-1 8-5 13-11 13l-3 3" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M13 19c2-2 4-4 7-5.5" fill="none" stroke="#9be3cf" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
